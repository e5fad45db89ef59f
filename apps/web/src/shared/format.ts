import dayjs from 'dayjs';

/** A server time (ISO 8601) as the local date and time a person reads. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}
