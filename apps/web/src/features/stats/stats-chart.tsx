import { Typography } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsChartOption } from './stats-echarts';

/**
 * One ECharts chart. ECharts loads with the first chart that has room to draw, in a chunk of its
 * own; the chart follows its box's size, redraws in the app's language, and is disposed with the
 * component. Where nothing can be drawn (a box without size, as in jsdom) the chart stays empty
 * and the page's tables carry the numbers.
 */
export function StatsChart({
  option,
  label,
  height = 320,
  onChart,
}: {
  option: StatsChartOption;
  label: string;
  height?: number;
  /** Hears the chart once it is drawn (null again when it goes), for its image. */
  onChart?: (chart: EChartsType | null) => void;
}) {
  const { t, i18n } = useTranslation('stats');
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const locale = i18n.language === 'en' ? 'EN' : 'ZH';

  useEffect(() => {
    const element = box.current;
    if (!element) {
      return;
    }
    let instance: EChartsType | undefined;
    let isStarted = false;
    let isGone = false;
    const start = () => {
      // ECharts measures its box when it starts: a box of no size (a hidden tab) waits to get one.
      if (isStarted || element.clientWidth === 0 || element.clientHeight === 0) {
        return;
      }
      isStarted = true;
      import('./stats-echarts')
        .then(({ init }) => {
          if (!isGone) {
            instance = init(element, undefined, { locale });
            setChart(instance);
          }
        })
        .catch(() => setFailed(true));
    };
    const observer = new ResizeObserver(() => (instance ? instance.resize() : start()));
    observer.observe(element);
    start();
    return () => {
      isGone = true;
      observer.disconnect();
      instance?.dispose();
    };
  }, [locale]);

  useEffect(() => {
    // The chart of the language before is disposed: wait for the new one.
    if (chart && !chart.isDisposed()) {
      chart.setOption(option, { notMerge: true });
    }
  }, [chart, option]);

  useEffect(() => {
    if (!onChart) {
      return;
    }
    onChart(chart && !chart.isDisposed() ? chart : null);
    return () => onChart(null);
  }, [chart, onChart]);

  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} />
      {failed && (
        <Typography.Text
          type="secondary"
          style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
        >
          {t('chartFailed')}
        </Typography.Text>
      )}
    </div>
  );
}
