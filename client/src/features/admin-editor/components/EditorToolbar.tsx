import { HStack, Separator } from '@chakra-ui/react';
import { useEditorState, type Editor } from '@tiptap/react';
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
import { Tool } from './EditorTool';

type Mark =
  'bold' | 'italic' | 'strike' | 'code' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock' | 'link';

/** The editor's formatting buttons (pressed while the selection has the mark). */
export function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      ...Object.fromEntries(
        (
          [
            'bold',
            'italic',
            'strike',
            'code',
            'bulletList',
            'orderedList',
            'blockquote',
            'codeBlock',
            'link',
          ] as Mark[]
        ).map((m) => [m, e.isActive(m)]),
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
    <HStack
      role="toolbar"
      aria-label={t('adminEditor.toolbar')}
      gap="0.5"
      flexWrap="wrap"
      p="1"
      borderBottomWidth="1px"
    >
      <Tool label={t('adminEditor.bold')} active={active.bold} onClick={() => chain().toggleBold().run()}>
        <LuBold />
      </Tool>
      <Tool
        label={t('adminEditor.italic')}
        active={active.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <LuItalic />
      </Tool>
      <Tool
        label={t('adminEditor.strike')}
        active={active.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <LuStrikethrough />
      </Tool>
      <Tool label={t('adminEditor.code')} active={active.code} onClick={() => chain().toggleCode().run()}>
        <LuCode />
      </Tool>
      <Separator orientation="vertical" h="5" mx="1" />
      <Tool
        label={t('adminEditor.h2')}
        active={active.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <LuHeading2 />
      </Tool>
      <Tool
        label={t('adminEditor.h3')}
        active={active.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <LuHeading3 />
      </Tool>
      <Tool
        label={t('adminEditor.bullet')}
        active={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <LuList />
      </Tool>
      <Tool
        label={t('adminEditor.ordered')}
        active={active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <LuListOrdered />
      </Tool>
      <Tool
        label={t('adminEditor.quote')}
        active={active.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <LuQuote />
      </Tool>
      <Tool
        label={t('adminEditor.codeBlock')}
        active={active.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
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
