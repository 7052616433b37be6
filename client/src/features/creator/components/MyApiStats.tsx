import { useTranslation } from 'react-i18next';
import '../i18n';
import { FigureGrid } from './FigureGrid';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { statusKey } from '../lib/status';

/** The figures above the table, counted from the list itself (so they follow every change). */
export function MyApiStats({ apis }: { apis: MyApiRowFragment[] }) {
  const { t } = useTranslation();
  // An approved, unreleased API is still a draft (status -1) in the figures.
  const count = (k: string) =>
    apis.filter((a) => {
      const key = statusKey(a.status, a.pendingReview, a.awaitingRelease);
      return key === k || (k === 'draft' && key === 'approved');
    }).length;
  const items = [
    ['all', apis.length],
    ['published', count('published')],
    ['draft', count('draft')],
    ['pending', count('pending')],
    ['failed', count('failed')],
    ['calls', apis.reduce((s, a) => s + a.calls, 0)],
  ] as const;
  return (
    <FigureGrid
      columns={{ base: 3, md: 6 }}
      testIdPrefix="stat"
      items={items.map(([key, value]) => ({
        key,
        label: key === 'all' || key === 'calls' ? t(`creator.list.stats.${key}`) : t(`rules.apiStatus.${key}`),
        value: value.toLocaleString(),
      }))}
    />
  );
}
