import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../components/LoadingBlock';
import type { RichTextEditorProps } from './RichTextEditor';

const Editor = lazy(() => import('./RichTextEditor'));
const Html = lazy(() => import('./RichHtml'));

/** The editor, fetched when a page first shows one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** Editor HTML shown sanitised, its sanitiser fetched when a page first shows some. */
export function LazyRichHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <Html html={html} />
    </Suspense>
  );
}

/** Whether a stored text came from the editor (HTML) rather than typed with the markup. */
export const isEditorHtml = (text: string) => /^\s*<(p|h[1-6]|ul|ol|blockquote|pre)[\s>]/i.test(text);
