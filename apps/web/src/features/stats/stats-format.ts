import type { StatsUnit } from '@tm/contracts';
import type { Language } from '../../shared/i18n';

/** A figure against the period before as a signed share (0.25 = 25 % more); null when the period before had none. */
export function changeOf(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** A part of a whole as a share from 0 to 1 (0 when the whole is empty). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, part) / whole : 0;
}

/** Whole numbers with thousands grouped, the same in both languages: 12345 → "12,345". */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A share as a percentage with one decimal: 0.1234 → "12.3%". */
export function formatPercent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** A change as an arrow and a percentage: 0.25 → "↑ 25.0%", -0.1 → "↓ 10.0%", 0 → "0.0%", none → "—". */
export function formatChange(change: number | null): string {
  if (change === null) {
    return '—';
  }
  const percent = formatPercent(Math.abs(change));
  return change > 0 ? `↑ ${percent}` : change < 0 ? `↓ ${percent}` : percent;
}

const compactFormats = new Map<Language, Intl.NumberFormat>();

/** Short numbers for chart axes: 12300 → "1.2万" in Chinese, "12.3K" in English. */
export function formatCompact(value: number, language: Language): string {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en' : 'zh-CN', {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactFormats.set(language, format);
  }
  return format.format(value);
}

/** Fen as short yuan for chart axes: 1234500 → "¥1.2万". */
export function formatCompactFen(fen: number, language: Language): string {
  return `¥${formatCompact(fen / 100, language)}`;
}

/** A trend point's label on a chart axis: the hour of a day, the month and day, or the month. */
export function axisLabel(at: string, unit: StatsUnit): string {
  switch (unit) {
    case 'hour':
      return at.slice(11, 16);
    case 'day':
      return at.slice(5, 10);
    case 'month':
      return at;
  }
}
