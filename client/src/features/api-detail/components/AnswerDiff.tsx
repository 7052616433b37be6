import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prettyJson } from '../lib/json-text';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import '../i18n';

/** The answer before and after, side by side (stacked on narrow screens), behind a disclosure button. */
export function AnswerDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="sm">{t('detail.changes.answer')}</Text>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('detail.changes.hideAnswer') : t('detail.changes.showAnswer')}
        </Button>
      </Flex>
      {open && (
        <Grid
          id={id}
          mt="2"
          gap="2"
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        >
          {[
            [t('detail.changes.before'), before],
            [t('detail.changes.after'), after],
          ].map(([label, text]) => (
            <Box key={label} minW="0">
              <Text fontSize="xs" color="fg.muted" mb="1">
                {label}
              </Text>
              <CodeBlock maxH="xs">{text ? prettyJson(text!) : t('detail.changes.emptyValue')}</CodeBlock>
            </Box>
          ))}
        </Grid>
      )}
    </Box>
  );
}

