import { ASSISTANT_QUESTION_MAX } from '@api-market/rules';
import { Button, Field, Flex, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';

const EXAMPLES = ['rain', 'timestamp', 'qr', 'currency'] as const;

/** The question box, with a few example questions one click away. */
export function QuestionForm({
  asked,
  loading,
  onAsk,
}: {
  asked: string;
  loading: boolean;
  onAsk(q: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(asked);
  const [empty, setEmpty] = useState(false);
  useEffect(() => setText(asked), [asked]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onAsk(text);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('assistant.ask.region')} noValidate>
      <Field.Root invalid={empty}>
        <Field.Label htmlFor="assistant-question">{t('assistant.ask.label')}</Field.Label>
        <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Input
            id="assistant-question"
            size="lg"
            value={text}
            maxLength={ASSISTANT_QUESTION_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('assistant.ask.placeholder')}
            autoComplete="off"
          />
          <Button type="submit" size="lg" colorPalette="blue" loading={loading} flexShrink="0">
            <LuSearch aria-hidden="true" /> {t('assistant.ask.submit')}
          </Button>
        </Flex>
        <Field.ErrorText>{t('assistant.ask.empty')}</Field.ErrorText>
      </Field.Root>
      <HStack mt="3" gap="2" align="start">
        <Text fontSize="sm" color="fg.muted" flexShrink="0" pt="1">
          {t('assistant.ask.try')}
        </Text>
        <Wrap gap="2">
          {EXAMPLES.map((k) => (
            <Button
              key={k}
              size="xs"
              variant="outline"
              onClick={() => {
                const q = t(`assistant.examples.${k}`);
                setText(q);
                onAsk(q);
              }}
            >
              {t(`assistant.examples.${k}`)}
            </Button>
          ))}
        </Wrap>
      </HStack>
    </form>
  );
}
