import type { PriceBatchLine } from '@tm/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';
import { formatPriceChange } from './prices-format';

/** A batch's lines, saved or previewed: the price before and after at each target, and the change. */
export function PriceLinesTable({
  lines,
  loading = false,
  targetName,
  pageSize,
  emptyText,
}: {
  lines: readonly PriceBatchLine[];
  loading?: boolean;
  targetName: (zoneId: number | null) => string;
  pageSize: number;
  emptyText: string;
}) {
  const { t } = useTranslation('prices');
  return (
    <Table<PriceBatchLine>
      size="small"
      rowKey={(line) => `${line.good_id}-${line.zone_id ?? 'base'}`}
      dataSource={[...lines]}
      loading={loading}
      pagination={{ pageSize, size: 'small', hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText }}
      columns={[
        { title: 'PLU', dataIndex: 'plu', width: 80 },
        { title: t('good'), dataIndex: 'name' },
        { title: t('target'), dataIndex: 'zone_id', width: 150, render: targetName },
        { title: t('before'), dataIndex: 'before', width: 100, align: 'right', render: formatFen },
        { title: t('after'), dataIndex: 'after', width: 100, align: 'right', render: formatFen },
        {
          title: t('change'),
          key: 'change',
          width: 160,
          align: 'right',
          // Cheaper is good news for the shopper: green; dearer: red.
          render: (_, line) => (
            <Typography.Text
              type={line.after < line.before ? 'success' : line.after > line.before ? 'danger' : undefined}
            >
              {formatPriceChange(line.before, line.after)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
