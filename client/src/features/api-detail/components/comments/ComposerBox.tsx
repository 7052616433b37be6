import { COMMENT_LIMITS } from '@api-market/rules';
import { Box, Button, Flex, HStack, Skeleton, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposerTools } from './ComposerTools';
import '../../i18n';

/** SPEC §9: comments and replies hold at most 500 characters. */
export const CONTENT_MAX = COMMENT_LIMITS.contentMax;

const EmojiPanel = lazy(() => import('./EmojiPanel').then((m) => ({ default: m.EmojiPanel })));

/** Cuts text to `max` characters (code points, as the server counts them). */
export function limitChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

interface Props {
  placeholder: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when sent; the box then clears. */
  onSubmit(content: string): Promise<boolean>;
  onCancel?(): void;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * A comment or reply box: expands on focus, emoji picker, image button (coming soon), a 500-character
 * counter, cancel clears it, and send stays disabled while the text is blank.
 */
export function ComposerBox({
  placeholder,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [content, setContent] = useState('');
  const [focused, setFocused] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const expanded = focused || emojiOpen || content !== '';
  const blank = content.trim() === '';

  const insert = (emoji: string) => {
    const el = ref.current;
    const start = el?.selectionStart ?? content.length;
    const end = el?.selectionEnd ?? start;
    const next = limitChars(content.slice(0, start) + emoji + content.slice(end), CONTENT_MAX);
    setContent(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };
  // Cancel and a sent message end the writing: the box collapses now, not on some later click
  // elsewhere (which would move the page under that click). The focus goes to the box itself (not
  // dropped on <body>, where a keyboard user would start again from the top): Tab re-enters the text.
  const done = () => {
    setContent('');
    setEmojiOpen(false);
    setFocused(false);
    // (The send button, disabled while it sends, has already dropped it on <body> by then.)
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-composer]')) box.current?.focus();
  };
  const cancel = () => {
    done();
    onCancel?.();
  };
  const submit = async () => {
    if (blank || busy) return;
    if (await onSubmit(content)) done();
  };

  return (
    <Flex
      direction="column"
      gap="2"
      data-testid={testId}
      data-composer=""
      data-expanded={expanded || undefined}
      ref={box}
      tabIndex={-1}
      outline="none"
      // Focused by script after a send: drawn for a keyboard user (not after a click), WCAG 2.4.7.
      borderRadius="l2"
      _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      // Focus moving between the text, the emoji, image, cancel and send buttons keeps the box open
      // (it collapsed on the textarea's blur and the toolbar moved away from under the click).
      onFocus={(e) => setFocused(e.target !== e.currentTarget)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      // A press on a toolbar button (Safari does not focus buttons) keeps the focus in the box.
      onMouseDown={(e) => {
        if ((e.target as HTMLElement).closest('[data-composer-toolbar] button')) e.preventDefault();
      }}
    >
      <Textarea
        ref={ref}
        value={content}
        placeholder={placeholder}
        aria-label={placeholder}
        autoFocus={autoFocus}
        rows={expanded ? 5 : 2}
        resize="vertical"
        transition="height 0.2s"
        onChange={(e) => setContent(limitChars(e.currentTarget.value, CONTENT_MAX))}
        data-testid="composer-text"
      />
      <Flex align="center" justify="space-between" gap="2" wrap="wrap" data-composer-toolbar="">
        <ComposerTools emojiOpen={emojiOpen} onEmoji={() => setEmojiOpen((o) => !o)} length={[...content].length} />
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={cancel} data-testid="composer-cancel">
            {t('detail.comments.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={blank}
            loading={busy}
            onClick={() => void submit()}
            data-testid="composer-submit"
          >
            {submitLabel}
          </Button>
        </HStack>
      </Flex>
      {emojiOpen && (
        <Box data-testid="emoji-panel">
          <Suspense fallback={<Skeleton h="320px" role="status" aria-label={t('detail.comments.emojiLoading')} />}>
            <EmojiPanel onPick={insert} />
          </Suspense>
        </Box>
      )}
    </Flex>
  );
}
