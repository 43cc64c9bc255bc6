import { formatDate, formatNumber } from '@storesearch/sdk';

/** A trend in percent with its sign ('+12.5%', '-3%', '0%'), or null when there is none. */
export function formatTrend(percent: number | null, locale: string): string | null {
  if (percent === null) return null;
  return formatNumber(percent / 100, locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  });
}

/** A chart month ('2024-07') as the locale writes it ('Jul 2024'). */
export function formatChartMonth(month: string, locale: string): string {
  return formatDate(`${month.slice(0, 7)}-01T00:00:00Z`, locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    fallback: month,
  });
}
