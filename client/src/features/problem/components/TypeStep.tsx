import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuMessageSquareWarning } from 'react-icons/lu';
import type { ProblemTypesQuery } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { BlockError } from '../../../shared/components/BlockStates';

interface Props {
  types: ProblemTypesQuery['problemTypes'] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: string;
  error?: string;
  onChoose: (id: string) => void;
}

/** Step 1: the problem types from the server (SPEC problemList); choosing one moves on. */
export function TypeStep({ types, loading, failed, onRetry, value, error, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="3">
      <Stack gap="0.5">
        <Text fontWeight="semibold" id="type-title">
          {t('problem.typeTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('problem.typeHint')}
        </Text>
      </Stack>
      {failed ? (
        <BlockError title={t('problem.typesError')} onRetry={onRetry} testId="types-error" />
      ) : loading || !types ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="status" aria-busy="true" aria-label={t('problem.typesLoading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="14" borderRadius="l2" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="group" aria-labelledby="type-title" data-testid="problem-types">
          {types.map((p) => {
            const chosen = value === String(p.id);
            return (
              <Button
                key={p.id}
                variant="outline"
                h="auto"
                py="4"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="start"
                borderColor={chosen ? 'blue.solid' : undefined}
                bg={chosen ? 'blue.subtle' : undefined}
                aria-pressed={chosen}
                onClick={() => onChoose(String(p.id))}
                data-testid="problem-type"
              >
                {chosen ? <LuCircleCheck aria-hidden="true" /> : <LuMessageSquareWarning aria-hidden="true" />}
                {localized(i18n.language, p.kind, p.kindEn)}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="error-problemType">
          {error}
        </Text>
      )}
    </Stack>
  );
}
