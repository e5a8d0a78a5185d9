/**
 * The article body editor (tiptap): bold, italic, H2, H3, bullet list, link, image and a
 * preview of the rendered HTML. Tiptap's own stylesheet is not injected (the CSP allows no
 * unhashed <style>); the site's .prose styles the content instead.
 */
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import Icon, { type IconName } from '../../../components/icons.tsx';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import ImageDialog from './image-dialog.tsx';
import LinkDialog from './link-dialog.tsx';

interface Props {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

const EDITOR_CLASS = [
  'prose max-w-none min-h-72 px-4 py-4 whitespace-pre-wrap break-words focus:outline-none sm:px-5',
  '[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0',
  '[&_p.is-editor-empty:first-child]:before:text-ink-soft [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
  '[&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-accent',
].join(' ');

function ToolbarButton({
  label,
  icon,
  text,
  active,
  onClick,
  disabled,
}: {
  label: string;
  icon?: IconName;
  text?: string;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the caret in the editor on a mouse click, so the next keystroke lands there.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-bold transition-colors disabled:opacity-40 ${
        active ? 'bg-brand text-on-dark' : 'text-ink hover:bg-sand'
      }`}
    >
      {icon ? <Icon name={icon} className="size-4.5" /> : text}
    </button>
  );
}

function Toolbar({
  editor,
  preview,
  onTogglePreview,
  onLink,
  onImage,
}: {
  editor: Editor;
  preview: boolean;
  onTogglePreview: () => void;
  onLink: () => void;
  onImage: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={S.toolbar} className="flex flex-wrap items-center gap-1 border-b border-line bg-paper px-2 py-1.5">
      <ToolbarButton label={S.bold} icon="bold" active={state.bold} disabled={preview} onClick={() => chain().toggleBold().run()} />
      <ToolbarButton label={S.italic} icon="italic" active={state.italic} disabled={preview} onClick={() => chain().toggleItalic().run()} />
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      <ToolbarButton
        label={S.h2}
        text="H2"
        active={state.h2}
        disabled={preview}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarButton
        label={S.h3}
        text="H3"
        active={state.h3}
        disabled={preview}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolbarButton
        label={S.bulletList}
        icon="list"
        active={state.bulletList}
        disabled={preview}
        onClick={() => chain().toggleBulletList().run()}
      />
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
      <ToolbarButton label={S.link} icon="link" active={state.link} disabled={preview} onClick={onLink} />
      <ToolbarButton label={S.image} icon="image" disabled={preview} onClick={onImage} />
      <span className="flex-1" />
      <button
        type="button"
        aria-pressed={preview}
        onClick={onTogglePreview}
        className={`inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors ${preview ? 'bg-brand text-on-dark' : 'text-brand hover:bg-sand'}`}
      >
        <Icon name={preview ? 'pencil' : 'eye'} className="size-4" />
        {preview ? S.edit : S.preview}
      </button>
    </div>
  );
}

export default function RichTextEditor({ id, value, onChange, invalid, describedBy }: Props) {
  const [preview, setPreview] = useState(false);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);

  const editor = useEditor({
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Placeholder.configure({ placeholder: S.contentPlaceholder }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        class: EDITOR_CLASS,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-label': S.content,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A restored draft or a loaded article replaces the content from outside.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: { ...(editor.options.editorProps.attributes as Record<string, string>), 'aria-invalid': invalid ? 'true' : 'false' },
      },
    });
  }, [editor, invalid]);

  if (!editor) return null;
  return (
    <div
      className={`overflow-hidden rounded-xl border bg-surface ${invalid ? 'border-accent' : 'border-line-strong'} focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/25`}
    >
      <Toolbar
        editor={editor}
        preview={preview}
        onTogglePreview={() => setPreview((on) => !on)}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      <div hidden={preview}>
        <EditorContent editor={editor} />
      </div>
      {preview && (
        <section aria-label={S.previewLabel} className="min-h-72 px-4 py-4 sm:px-5">
          {value ? (
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: value }} />
          ) : (
            <p className="text-ink-soft">{S.previewEmpty}</p>
          )}
        </section>
      )}
      <LinkDialog
        open={dialog === 'link'}
        initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setDialog(null)}
        onSubmit={(url) => {
          setDialog(null);
          const chain = editor.chain().focus().extendMarkRange('link');
          if (url) chain.setLink({ href: url }).run();
          else chain.unsetLink().run();
        }}
      />
      <ImageDialog
        open={dialog === 'image'}
        onClose={() => setDialog(null)}
        onInsert={(src, alt) => {
          setDialog(null);
          editor.chain().focus().setImage({ src, alt }).run();
        }}
      />
    </div>
  );
}
