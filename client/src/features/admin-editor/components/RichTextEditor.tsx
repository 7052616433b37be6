import { Box, HStack, IconButton, Separator } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuBold,
  LuCode,
  LuHeading2,
  LuHeading3,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuQuote,
  LuRedo2,
  LuSquareCode,
  LuStrikethrough,
  LuUndo2,
} from 'react-icons/lu';
import '../i18n';

type Mark = 'bold' | 'italic' | 'strike' | 'code' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock' | 'link';

function Tool({ label, active, onClick, children }: { label: string; active?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <IconButton
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      aria-label={label}
      aria-pressed={active}
      minW={{ base: '9', md: '7' }}
      h={{ base: '9', md: '7' }}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      ...Object.fromEntries(
        (['bold', 'italic', 'strike', 'code', 'bulletList', 'orderedList', 'blockquote', 'codeBlock', 'link'] as Mark[]).map((m) => [
          m,
          e.isActive(m),
        ]),
      ),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
    }),
  }) as Record<Mark | 'h2' | 'h3', boolean>;
  const chain = () => editor.chain().focus();
  const link = () => {
    if (active.link) return void chain().unsetLink().run();
    const href = window.prompt(t('adminEditor.linkPrompt'), 'https://')?.trim();
    if (href && /^https?:\/\//i.test(href)) chain().setLink({ href }).run();
  };
  return (
    <HStack role="toolbar" aria-label={t('adminEditor.toolbar')} gap="0.5" flexWrap="wrap" p="1" borderBottomWidth="1px">
      <Tool label={t('adminEditor.bold')} active={active.bold} onClick={() => chain().toggleBold().run()}>
        <LuBold />
      </Tool>
      <Tool label={t('adminEditor.italic')} active={active.italic} onClick={() => chain().toggleItalic().run()}>
        <LuItalic />
      </Tool>
      <Tool label={t('adminEditor.strike')} active={active.strike} onClick={() => chain().toggleStrike().run()}>
        <LuStrikethrough />
      </Tool>
      <Tool label={t('adminEditor.code')} active={active.code} onClick={() => chain().toggleCode().run()}>
        <LuCode />
      </Tool>
      <Separator orientation="vertical" h="5" mx="1" />
      <Tool label={t('adminEditor.h2')} active={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <LuHeading2 />
      </Tool>
      <Tool label={t('adminEditor.h3')} active={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <LuHeading3 />
      </Tool>
      <Tool label={t('adminEditor.bullet')} active={active.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <LuList />
      </Tool>
      <Tool label={t('adminEditor.ordered')} active={active.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <LuListOrdered />
      </Tool>
      <Tool label={t('adminEditor.quote')} active={active.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <LuQuote />
      </Tool>
      <Tool label={t('adminEditor.codeBlock')} active={active.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
        <LuSquareCode />
      </Tool>
      <Tool label={t('adminEditor.link')} active={active.link} onClick={link}>
        <LuLink />
      </Tool>
      <Separator orientation="vertical" h="5" mx="1" />
      <Tool label={t('adminEditor.undo')} onClick={() => chain().undo().run()}>
        <LuUndo2 />
      </Tool>
      <Tool label={t('adminEditor.redo')} onClick={() => chain().redo().run()}>
        <LuRedo2 />
      </Tool>
    </HStack>
  );
}

/**
 * Rich text (TipTap on ProseMirror) that reads and writes HTML. The server sanitises what it stores
 * (sanitize-html), so the editor is a convenience, never the safety line.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string;
  onChange(html: string): void;
  label: string;
  invalid?: boolean;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rte-content' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value loaded later (editing an existing post) replaces the empty start.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      css={{
        '& .rte-content': { minHeight: '12rem', padding: '0.75rem', outline: 'none', lineHeight: '1.7' },
        '& .rte-content h2': { fontSize: '1.25rem', fontWeight: '600', margin: '0.75rem 0 0.25rem' },
        '& .rte-content h3': { fontSize: '1.1rem', fontWeight: '600', margin: '0.5rem 0 0.25rem' },
        '& .rte-content ul': { paddingLeft: '1.5rem', listStyleType: 'disc' },
        '& .rte-content ol': { paddingLeft: '1.5rem', listStyleType: 'decimal' },
        '& .rte-content blockquote': { borderLeft: '3px solid', borderColor: 'var(--chakra-colors-border)', paddingLeft: '0.75rem', color: 'var(--chakra-colors-fg-muted)' },
        '& .rte-content pre': { background: 'var(--chakra-colors-bg-muted)', padding: '0.5rem 0.75rem', borderRadius: '0.375rem', overflowX: 'auto', fontFamily: 'var(--chakra-fonts-mono)' },
        '& .rte-content code': { fontFamily: 'var(--chakra-fonts-mono)', fontSize: '0.9em' },
        '& .rte-content a': { color: 'var(--chakra-colors-blue-fg)', textDecoration: 'underline' },
        '& .rte-content p': { margin: '0.25rem 0' },
      }}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
