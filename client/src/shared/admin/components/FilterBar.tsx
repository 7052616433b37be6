import { Box, Button, Grid, HStack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import '../i18n';

/**
 * The filters above an admin list: labelled fields in a grid (one column at ≤ 768 px), then 查询 and
 * 重置 (≥ 40 px touch targets). Submitting applies the fields; resetting clears and applies them.
 */
export function FilterBar({
  label,
  onSubmit,
  onReset,
  searchDisabled,
  testId,
  children,
}: {
  /** The form's accessible name. */
  label?: string;
  onSubmit(e: FormEvent): void | Promise<void>;
  onReset(): void;
  searchDisabled?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      as="form"
      aria-label={label}
      data-testid={testId}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit(e);
      }}
    >
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(11rem, 1fr))' }}
        gap="3"
        alignItems="end"
      >
        {children}
        <HStack gap="2">
          <Button
            type="submit"
            size="sm"
            minH="10"
            flex={{ base: '1', sm: 'initial' }}
            disabled={searchDisabled}
          >
            <LuSearch aria-hidden />
            {t('adminCommon.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            minH="10"
            variant="outline"
            flex={{ base: '1', sm: 'initial' }}
            onClick={onReset}
          >
            {t('adminCommon.reset')}
          </Button>
        </HStack>
      </Grid>
    </Box>
  );
}
