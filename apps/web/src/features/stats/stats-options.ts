import type { StatsGood, StatsSales, StatsUnit } from '@tm/contracts';
import { formatFen, formatKg, roundAxisTop } from '../../shared/format';
import type { Language } from '../../shared/i18n';
import type { StatsChartOption } from './stats-echarts';
import { axisLabel, formatCompact, formatCompactFen, formatCount } from './stats-format';

// The pure builders of the statistics charts' options: the pages give numbers and words, these
// give every chart the same colours, axes and tooltips.

/** What a chart's values are: money in fen, a count, or weight in grams. */
export type ChartValue = 'fen' | 'count' | 'grams';

const CHART_COLOR = '#1677ff';
/** The period before: the same hue, lighter and dashed, so the period asked for stands out. */
export const PREVIOUS_COLOR = '#a9c2e8';
export const HIGHLIGHT_COLOR = '#fa8c16';
const PALETTE = [
  '#1677ff',
  '#36cfc9',
  '#fadb14',
  '#ff7a45',
  '#9254de',
  '#73d13d',
  '#f759ab',
  '#597ef7',
  '#ffc53d',
  '#8c8c8c',
];

/** A value as the tooltip says it, in full. */
function formatValue(kind: ChartValue, value: number): string {
  switch (kind) {
    case 'fen':
      return formatFen(value);
    case 'count':
      return formatCount(value);
    case 'grams':
      return formatKg(value);
  }
}

/** A value as an axis says it, short. */
function formatAxis(kind: ChartValue, value: number, language: Language): string {
  switch (kind) {
    case 'fen':
      return formatCompactFen(value, language);
    case 'count':
      return formatCompact(value, language);
    case 'grams':
      return `${formatCompact(value / 1000, language)} kg`;
  }
}

/** Text for a tooltip, which ECharts writes as HTML: names come from the companies' own data. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A tooltip's `valueFormatter` for values of this kind. */
const tooltipValue = (kind: ChartValue) => (value: unknown) =>
  typeof value === 'number' ? formatValue(kind, value) : '—';

/** The smallest step an axis of this kind is worth: a yuan, a sale, 100 g (a period without sales read "¥0" six times). */
const MIN_STEP: Record<ChartValue, number> = { fen: 100, count: 1, grams: 100 };

/** A value axis with short labels of this kind. */
const valueAxis = (kind: ChartValue, language: Language) => ({
  type: 'value' as const,
  minInterval: MIN_STEP[kind],
  axisLabel: { formatter: (value: number) => formatAxis(kind, value, language) },
});

/** A trend of the period with the period before it, point by point, as two lines. */
export function trendOption({
  labels,
  current,
  previous,
  names,
  kind,
  language,
}: {
  labels: string[];
  /** Null where the time is still ahead: the line stops at now. */
  current: (number | null)[];
  previous: number[];
  names: { current: string; previous: string };
  kind: ChartValue;
  language: Language;
}): StatsChartOption {
  return {
    color: [CHART_COLOR, PREVIOUS_COLOR],
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue(kind) },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: valueAxis(kind, language),
    series: [
      {
        type: 'line',
        name: names.current,
        data: current,
        smooth: true,
        symbolSize: 6,
        areaStyle: { opacity: 0.12 },
      },
      {
        type: 'line',
        name: names.previous,
        data: previous,
        smooth: true,
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 1.5 },
        emphasis: { disabled: true },
      },
    ],
  };
}

/**
 * Bars of one value, one bar a label; `horizontal` for rankings (the first at the top), and
 * `highlight` picks bars to stand out (the best hours).
 */
export function barOption({
  labels,
  values,
  name,
  kind,
  language,
  horizontal = false,
  highlight = [],
}: {
  labels: string[];
  values: number[];
  name: string;
  kind: ChartValue;
  language: Language;
  horizontal?: boolean;
  highlight?: readonly number[];
}): StatsChartOption {
  const category = { type: 'category' as const, data: labels, inverse: horizontal, axisLabel: { hideOverlap: true } };
  return {
    color: [CHART_COLOR],
    grid: { left: 16, right: 24, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: tooltipValue(kind) },
    xAxis: horizontal ? valueAxis(kind, language) : category,
    yAxis: horizontal ? category : valueAxis(kind, language),
    series: [
      {
        type: 'bar',
        name,
        barMaxWidth: 28,
        data: values.map((value, index) =>
          highlight.includes(index) ? { value, itemStyle: { color: HIGHLIGHT_COLOR } } : value,
        ),
      },
    ],
  };
}

/** Shares of a whole as a ring, with the legend beside it. */
export function pieOption({
  items,
  name,
  kind,
}: {
  items: { name: string; value: number }[];
  name: string;
  kind: ChartValue;
}): StatsChartOption {
  return {
    color: PALETTE,
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        if (!item) {
          return '';
        }
        const value = typeof item.value === 'number' ? formatValue(kind, item.value) : '';
        return `${typeof item.marker === 'string' ? item.marker : ''}${escapeHtml(item.name)}<br/>${value} (${item.percent ?? 0}%)`;
      },
    },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        name,
        radius: ['40%', '70%'],
        center: ['38%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: items,
      },
    ],
  };
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** An hour of the day as a clock reads: 9 → "09:00". */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Weekdays down, hours across, each cell as dark as its sales amount. */
export function heatOption(cells: StatsSales['heat'], weekdays: string[], language: Language): StatsChartOption {
  // A round top for the colour scale, in whole yuan: its end reads "¥1,000", not "¥999.5".
  const max = roundAxisTop(Math.max(...cells.map((cell) => cell.sale_amount), 100) / 100) * 100;
  return {
    // Room below the hours for the colour scale and its end labels.
    grid: { left: 16, right: 16, top: 8, bottom: 84, containLabel: true },
    tooltip: {
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const cell = item ? cells[item.dataIndex] : undefined;
        return cell
          ? `${escapeHtml(weekdays[cell.weekday - 1] ?? '')} ${hourText(cell.hour)}<br/>${formatFen(cell.sale_amount)} · ${formatCount(cell.sale_count)}`
          : '';
      },
    },
    xAxis: { type: 'category', data: HOURS.map(hourText), splitArea: { show: true } },
    yAxis: { type: 'category', data: weekdays, inverse: true, splitArea: { show: true } },
    visualMap: {
      min: 0,
      max,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: ['#e6f4ff', CHART_COLOR] },
      formatter: (value) => (typeof value === 'number' ? formatAxis('fen', value, language) : String(value)),
    },
    series: [
      {
        type: 'heatmap',
        data: cells.map((cell) => [cell.hour, cell.weekday - 1, cell.sale_amount]),
        emphasis: { itemStyle: { shadowBlur: 6, shadowColor: 'rgba(0, 0, 0, 0.3)' } },
      },
    ],
  };
}

/** Bars of the sales amount by day, and lines of the lowest and highest unit price sold at on a second axis. */
export function pricesOption(
  trend: StatsGood['trend'],
  unit: StatsUnit,
  names: { amount: string; min: string; max: string },
  language: Language,
): StatsChartOption {
  return {
    color: [CHART_COLOR, '#52c41a', HIGHLIGHT_COLOR],
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: tooltipValue('fen') },
    xAxis: { type: 'category', data: trend.map((row) => axisLabel(row.at, unit)) },
    yAxis: [valueAxis('fen', language), { ...valueAxis('fen', language), splitLine: { show: false } }],
    series: [
      { type: 'bar', name: names.amount, barMaxWidth: 24, data: trend.map((row) => row.sale_amount) },
      { type: 'line', name: names.min, yAxisIndex: 1, step: 'middle', data: trend.map((row) => row.min_unit_price) },
      { type: 'line', name: names.max, yAxisIndex: 1, step: 'middle', data: trend.map((row) => row.max_unit_price) },
    ],
  };
}
