import { Badge, Box, Code, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiChangeHistoryQuery as ChangeData } from '../../../gql/graphql';
import '../i18n';

type ParamChange = ChangeData['apiChangeHistory'][number]['params'][number];
type ParamSide = NonNullable<ParamChange['after']>;

const CHANGE_PALETTE: Record<string, string> = { added: 'green', removed: 'red', changed: 'blue' };

/** One parameter's attributes in a line: location, type, required or optional, note, example. */
function ParamLine({ p }: { p: ParamSide }) {
  const { t } = useTranslation();
  const parts = [
    t(`rules.paramLocation.${p.location}`),
    p.type,
    p.required ? t('detail.changes.requiredYes') : t('detail.changes.requiredNo'),
  ];
  if (p.note) parts.push(p.note);
  if (p.example) parts.push(`${t('detail.changes.field.example')} ${p.example}`);
  return <>{parts.join(' · ')}</>;
}

function FieldDiff({ field, before, after }: { field: string; before: ParamSide; after: ParamSide }) {
  const { t } = useTranslation();
  const show = (v: string | boolean) =>
    typeof v === 'boolean'
      ? v
        ? t('detail.changes.requiredYes')
        : t('detail.changes.requiredNo')
      : field === 'location'
        ? t(`rules.paramLocation.${v}`)
        : v || t('detail.changes.emptyValue');
  const key = field as keyof ParamSide;
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted" wordBreak="break-word">
      {t('detail.changes.fieldChange', {
        field: t(`detail.changes.field.${field}`),
        before: show(before[key] as string | boolean),
        after: show(after[key] as string | boolean),
      })}
    </Text>
  );
}

/** One parameter added, removed or changed (field by field) in a revision. */
export function ParamChangeItem({ c }: { c: ParamChange }) {
  const { t } = useTranslation();
  return (
    <Box as="li">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={CHANGE_PALETTE[c.change] ?? 'gray'} variant="subtle">
          {t(`detail.changes.${c.change}`)}
        </Badge>
        <Code wordBreak="break-all">{c.name}</Code>
      </Flex>
      <Box ps="1" mt="1">
        {c.change === 'changed' && c.before && c.after ? (
          c.fields.map((f) => <FieldDiff key={f} field={f} before={c.before!} after={c.after!} />)
        ) : (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            <ParamLine p={(c.after ?? c.before)!} />
          </Text>
        )}
      </Box>
    </Box>
  );
}

