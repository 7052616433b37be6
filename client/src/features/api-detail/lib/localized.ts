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
