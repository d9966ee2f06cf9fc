import { z } from 'zod';

/** A question of the help page (spec 000 section 3 "Help/FAQ item"). */
export const faqItemSchema = z.object({
  id: z.number(),
  faqPosition: z.number(),
  faqQuestion: z.string(),
  faqSubQuestion: z.string(),
  faqAnswer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A patient leaflet as listed: its file's name and size, never its storage path (members download it by id). */
export const documentEntrySchema = z.object({
  id: z.number(),
  /** What the leaflet is called in its collection, shown before its title ('Fiche 1'); '' when none. */
  prefix: z.string(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number(),
});
export const documentCollectionSchema = z.object({
  id: z.number(),
  title: z.string(),
  subTitle: z.string(),
  /** The collection's logo (/cache/documentCollections/{id}/…), null when it has none. */
  logo: z.string().nullable(),
  description: z.string(),
  documents: z.array(documentEntrySchema),
});
export type DocumentCollection = z.infer<typeof documentCollectionSchema>;

export const DOCUMENTATION_SECTIONS = ['news', 'tools', 'doc'] as const;
export type DocumentationSection = (typeof DOCUMENTATION_SECTIONS)[number];

export const documentationEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  /** The entry's picture (/cache/documentation/{id}/…), null when it has none. */
  picture: z.string().nullable(),
});
export type DocumentationEntry = z.infer<typeof documentationEntrySchema>;

/** A file of 'Mes fichiers': a session's post-event file, or the member's attendance certificate. */
export const memberFileSchema = z.object({ name: z.string(), url: z.string(), /** Bytes, when known. */ size: z.number().nullable() });
export const memberFilesEventSchema = z.object({
  eventId: z.number(),
  eventTitle: z.string(),
  /** Epoch seconds. */
  eventDate: z.number(),
  files: z.array(memberFileSchema),
});
export type MemberFilesEvent = z.infer<typeof memberFilesEventSchema>;
