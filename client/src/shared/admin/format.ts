import dayjs from 'dayjs';

/** Times in the admin tables: local, to the minute, figures aligned. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';

/** With seconds, for logs and alerts. */
export const formatTimeSec = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
