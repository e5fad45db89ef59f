// @vitest-environment node
import type { StatsPoint } from '@tm/contracts';
import { SVGRenderer } from 'echarts/renderers';
import { use as register } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { init, type StatsChartOption } from './stats-echarts';
import {
  barOption,
  escapeHtml,
  heatOption,
  HIGHLIGHT_COLOR,
  pieOption,
  PREVIOUS_COLOR,
  pricesOption,
  trendOption,
} from './stats-options';

// The browser draws on a canvas; here ECharts draws the same options as SVG text (its server-side
// mode), which proves each option is one ECharts takes, and shows what it drew.
register([SVGRenderer]);

function draw(option: StatsChartOption): string {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 800, height: 400 });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const point = (at: string, sale_amount: number): StatsPoint => ({
  at,
  sale_count: 1,
  sale_amount,
  sale_weight_g: 0,
  return_amount: 0,
  order_count: 1,
});

describe('the statistics charts', () => {
  it('draw a trend with the period before as a lighter line, and money on the axis', () => {
    const svg = draw(
      trendOption({
        labels: ['11-23', '11-24'],
        current: [120_000, 250_000],
        previous: [100_000, 90_000],
        names: { current: '本期', previous: '上期' },
        kind: 'fen',
        language: 'ch',
      }),
    );
    expect(svg).toContain('11-24');
    expect(svg).toContain('本期');
    expect(svg).toContain(PREVIOUS_COLOR);
    expect(svg).toMatch(/¥\d/);
  });

  it('draw bars with the chosen ones highlighted', () => {
    const svg = draw(
      barOption({
        labels: ['09:00', '10:00', '11:00'],
        values: [100, 600, 300],
        name: '销售额',
        kind: 'fen',
        language: 'en',
        highlight: [1],
      }),
    );
    expect(svg).toContain('10:00');
    expect(svg).toContain(HIGHLIGHT_COLOR);
  });

  it('draw shares as a ring with its legend', () => {
    const svg = draw(
      pieOption({
        items: [
          { name: '水果', value: 3 },
          { name: '蔬菜', value: 1 },
        ],
        name: 'x',
        kind: 'count',
      }),
    );
    expect(svg).toContain('水果');
    expect(svg).toContain('蔬菜');
  });

  it('draw the weekday × hour heat map', () => {
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const svg = draw(heatOption([{ weekday: 6, hour: 9, sale_count: 3, sale_amount: 9000 }], weekdays, 'en'));
    expect(svg).toContain('Sat');
    expect(svg).toContain('00:00');
  });

  it('draw sales as bars against the prices sold at on a second axis, with gaps on days without sales', () => {
    const days = [
      { ...point('2026-11-23', 0), sale_pieces: 0, min_unit_price: null, max_unit_price: null },
      { ...point('2026-11-24', 4000), sale_pieces: 0, min_unit_price: 1180, max_unit_price: 1280 },
    ];
    const svg = draw(pricesOption(days, 'day', { amount: '销售额', min: '最低', max: '最高' }, 'ch'));
    expect(svg).toContain('最低');
    expect(svg).toContain('11-24');
  });
});

describe('escapeHtml', () => {
  it('keeps a company’s names from being read as HTML in a tooltip', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)>&"\'')).toBe('&#60;img src=x onerror=alert(1)&#62;&#38;&#34;&#39;');
  });
});
