import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Grid, Row, Space } from 'antd';
import type { EChartsType } from 'echarts/core';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatsChart } from './stats-chart';
import type { StatsChartOption } from './stats-echarts';
import { csvOf, saveCsv, saveFile, StatsTable, useCsvHeader, type StatsColumn } from './stats-table';

/** The page and period a chart's files are named after: `<page>-<chart>-<from>-<to>`. */
export const ChartFilesContext = createContext<{ page: string; from: string; to: string }>({
  page: 'stats',
  from: '',
  to: '',
});

export function useFileName(chart: string): string {
  const { page, from, to } = useContext(ChartFilesContext);
  return [page, chart, from, to].filter(Boolean).join('-');
}

/**
 * A chart with the table of its numbers (beside it on wide screens, or under it), and two
 * buttons: the chart as a PNG image, and the table as a CSV file.
 */
export function ChartCard<R>({
  name,
  title,
  option,
  columns,
  rows,
  rowKey,
  isEmpty = rows.length === 0,
  layout = 'below',
  height,
  extra,
  pageSize,
  tableOnPhone = true,
}: {
  /** The chart's part of its file names. */
  name: string;
  title: string;
  option: StatsChartOption;
  columns: StatsColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  /** Nothing to draw: the chart makes way for a note. */
  isEmpty?: boolean;
  layout?: 'below' | 'beside';
  height?: number;
  extra?: ReactNode;
  pageSize?: number;
  /** False when the page lists the same rows below anyway: on a phone, the chart alone. */
  tableOnPhone?: boolean;
}) {
  const { t } = useTranslation('stats');
  const screens = Grid.useBreakpoint();
  const [chart, setChart] = useState<EChartsType | null>(null);
  const fileName = useFileName(name);
  const header = useCsvHeader();

  const downloadImage = () => {
    if (chart) {
      saveFile(chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }), `${fileName}.png`);
    }
  };
  const exportData = () => saveCsv(csvOf(columns, rows, header), `${fileName}.csv`);

  const figure = isEmpty ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSales')} style={{ padding: 32 }} />
  ) : (
    <StatsChart option={option} label={title} onChart={setChart} {...(height ? { height } : {})} />
  );
  const table =
    !tableOnPhone && screens.xs ? null : (
      <StatsTable columns={columns} rows={rows} rowKey={rowKey} label={title} {...(pageSize ? { pageSize } : {})} />
    );

  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {extra}
          <Button size="small" icon={<DownloadOutlined />} disabled={!chart || isEmpty} onClick={downloadImage}>
            {t('downloadImage')}
          </Button>
          <Button size="small" icon={<FileTextOutlined />} disabled={rows.length === 0} onClick={exportData}>
            {t('exportData')}
          </Button>
        </Space>
      }
    >
      {layout === 'beside' ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={13}>
            {figure}
          </Col>
          {table && (
            <Col xs={24} xl={11}>
              {table}
            </Col>
          )}
        </Row>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {figure}
          {table}
        </Space>
      )}
    </Card>
  );
}
