import dayjs from 'dayjs';

/** 12345 sen -> "123.45" with thousands separators; integer arithmetic only. */
export function formatSen(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  const ringgit = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '';
}
