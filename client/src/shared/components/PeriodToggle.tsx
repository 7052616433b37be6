import { Button, ButtonGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

export type ChartPeriod = 'REALTIME' | 'HOUR' | 'DAY' | 'WEEK';

/** The period selector of the history charts: 实时 / 1小时 / 24小时 / 7天 (SPEC §2.9 and the detail page). */
export function PeriodToggle<P extends ChartPeriod>({
  periods,
  value,
  onChange,
  colorPalette,
  testIdPrefix,
}: {
  periods: readonly P[];
  value: P;
  onChange(period: P): void;
  colorPalette?: string;
  /** `data-testid` of each button: `${testIdPrefix}-${period}`. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <ButtonGroup size="xs" variant="outline" colorPalette={colorPalette} attached>
      {periods.map((p) => (
        <Button
          key={p}
          onClick={() => onChange(p)}
          variant={p === value ? 'solid' : 'outline'}
          aria-pressed={p === value}
          data-testid={testIdPrefix ? `${testIdPrefix}-${p}` : undefined}
        >
          {t(`shared.period.${p}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
