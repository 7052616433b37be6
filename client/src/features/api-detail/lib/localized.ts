/** Picks the English text in English when there is one, else the Chinese original. */
export function localized(lang: string, zh: string, en: string | null | undefined): string {
  return lang.startsWith('en') && en ? en : zh;
}

export type DetailStatus = 'normal' | 'maintenance' | 'abnormal';

/** SPEC §4: the detail page says normal (1), maintenance (3 updating) or abnormal (anything else). */
export function detailStatus(status: number): DetailStatus {
  if (status === 1) return 'normal';
  if (status === 3) return 'maintenance';
  return 'abnormal';
}

export const STATUS_PALETTE: Record<DetailStatus, string> = {
  normal: 'green',
  maintenance: 'orange',
  abnormal: 'red',
};
