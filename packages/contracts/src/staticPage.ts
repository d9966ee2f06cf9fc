import { z } from 'zod';

export const STATIC_PAGE_KEYS = ['legal', 'confidentiality', 'cookies'] as const;
export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];

/** A static page of the footer: plain text, paragraphs separated by a blank line, '# ' starts a sub-heading. */
export const staticPageSchema = z.object({ title: z.string(), content: z.string() });
export type StaticPage = z.infer<typeof staticPageSchema>;

export function isStaticPageKey(value: string): value is StaticPageKey {
  return (STATIC_PAGE_KEYS as readonly string[]).includes(value);
}
