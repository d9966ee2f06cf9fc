import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip } from 'antd';
import './richTextEditor.css';

export interface RichTextEditorProps {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  /** Editing area height in px (spec 001: 500). */
  height?: number;
  disabled?: boolean;
  label?: string;
}

/**
 * The rich-text editor: TipTap (ProseMirror underneath), chosen over Lexical because its
 * StarterKit gives the paragraphs, headings, lists, quotes and links staff need with no plugin of
 * our own, it reads and writes plain HTML (what the server sanitises and stores), and it is
 * maintained with React 19 support. Loaded on demand: pages without an editor never fetch it.
 */
export default function RichTextEditor({ id, value, onChange, height = 500, disabled, label }: RichTextEditorProps) {
  // The last HTML the editor itself produced: a value equal to it is the echo of typing, not a new text.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label ?? 'Éditeur de texte', role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: current }) => {
      emitted.current = current.getHTML();
      onChange(emitted.current);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  });
  // A value replaced from outside (a form loaded, reset) is shown; typing does not loop back.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const tool = (title: string, text: string, active: boolean, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={active ? 'primary' : 'default'} aria-pressed={active} aria-label={title} onClick={run} disabled={disabled}>
        {text}
      </Button>
    </Tooltip>
  );
  const addLink = () => {
    const url = window.prompt('Adresse du lien (https://…)');
    if (url === null) return;
    if (url === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().setLink({ href: url }).run();
  };
  return (
    <div className="cp-rich-text">
      <Flex gap={4} wrap className="cp-rich-text__toolbar" role="toolbar" aria-label="Mise en forme">
        {tool('Gras', 'G', state?.bold ?? false, () => editor.chain().focus().toggleBold().run())}
        {tool('Italique', 'I', state?.italic ?? false, () => editor.chain().focus().toggleItalic().run())}
        {tool('Intertitre', 'T', state?.h2 ?? false, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('Liste à puces', '•', state?.bullets ?? false, () => editor.chain().focus().toggleBulletList().run())}
        {tool('Liste numérotée', '1.', state?.numbers ?? false, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('Citation', '«»', state?.quote ?? false, () => editor.chain().focus().toggleBlockquote().run())}
        {tool('Lien', 'Lien', editor.isActive('link'), addLink)}
      </Flex>
      <EditorContent editor={editor} className="cp-rich-text__area" style={{ height }} />
    </div>
  );
}
