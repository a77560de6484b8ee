import { isAllowedBoardHref } from '@ansim/domain';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { CONTENT_MSG } from '../messages.ts';
import styles from './rich-text-editor.module.css';

const M = CONTENT_MSG.editor;

/*
 * The board editor on TipTap: only what a board may hold (BOARD_HTML_TAGS of @ansim/domain) can be made —
 * headings, bold, italic, lists, quotes and links; code, strike, underline and rules are switched off, so
 * what the operator sees is what the server keeps.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isAllowedBoardHref(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
];

interface ToolbarState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label of the body. */
  labelId: string;
  describedBy?: string;
}) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState<ToolbarState>({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState('');
  const linkId = useId();

  const chain = () => editor.chain().focus();
  const tools: { key: keyof ToolbarState; label: string; text: string; run: () => void }[] = [
    { key: 'h2', label: M.heading2, text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: M.heading3, text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', label: M.bold, text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: M.italic, text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'bulletList', label: M.bulletList, text: '•', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: M.orderedList, text: '1.', run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: M.blockquote, text: '❝', run: () => chain().toggleBlockquote().run() },
  ];

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const url = linkUrl.trim();
    if (url === '') {
      chain().extendMarkRange('link').unsetLink().run();
    } else if (!isAllowedBoardHref(url)) {
      setLinkError(M.linkBad);
      return;
    } else {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    }
    setLinkOpen(false);
    setLinkError('');
  };

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={M.toolbar} className={styles.toolbar}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={state?.[tool.key] ?? false}
            onClick={tool.run}
            data-tool={tool.key}
          >
            {/* The glyph is drawn by CSS from data-glyph: the button's name is its Korean label alone. */}
            <span aria-hidden="true" data-glyph={tool.text} className={styles[`glyph_${tool.key}`]} />
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-label={M.link}
          title={M.link}
          aria-pressed={state?.link ?? false}
          aria-expanded={linkOpen}
          aria-controls={linkId}
          onClick={() => {
            setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? 'https://');
            setLinkError('');
            setLinkOpen((open) => !open);
          }}
        >
          <span aria-hidden="true" data-glyph="링크" />
        </button>
        <span className={styles.divider} aria-hidden="true" />
        <button
          type="button"
          className={styles.tool}
          aria-label={M.undo}
          title={M.undo}
          disabled={!state?.canUndo}
          onClick={() => chain().undo().run()}
        >
          <span aria-hidden="true" data-glyph="↶" />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={M.redo}
          title={M.redo}
          disabled={!state?.canRedo}
          onClick={() => chain().redo().run()}
        >
          <span aria-hidden="true" data-glyph="↷" />
        </button>
      </div>
      {linkOpen && (
        <form id={linkId} className={styles.linkForm} onSubmit={applyLink}>
          <label htmlFor={`${linkId}-url`} className={styles.linkLabel}>
            {M.linkUrl}
          </label>
          <input
            id={`${linkId}-url`}
            className={styles.linkInput}
            type="url"
            value={linkUrl}
            maxLength={500}
            onChange={(e) => setLinkUrl(e.target.value)}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkId}-error` : undefined}
          />
          <Button type="submit" size="small" variant="secondary">
            {M.linkApply}
          </Button>
          {state?.link && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {M.unlink}
            </Button>
          )}
          {linkError && (
            <p id={`${linkId}-error`} role="alert" className={styles.linkError}>
              {linkError}
            </p>
          )}
        </form>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
