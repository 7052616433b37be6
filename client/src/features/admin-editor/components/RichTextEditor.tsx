import { Box } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import '../i18n';
import { Toolbar } from './EditorToolbar';

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
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <Box
      // A Field lays its parts out at their own width: the editor takes the field's, like the inputs around it.
      w="full"
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
        '& .rte-content blockquote': {
          borderLeft: '3px solid',
          borderColor: 'var(--chakra-colors-border)',
          paddingLeft: '0.75rem',
          color: 'var(--chakra-colors-fg-muted)',
        },
        '& .rte-content pre': {
          background: 'var(--chakra-colors-bg-muted)',
          padding: '0.5rem 0.75rem',
          borderRadius: '0.375rem',
          overflowX: 'auto',
          fontFamily: 'var(--chakra-fonts-mono)',
        },
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
