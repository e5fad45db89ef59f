import type { PriceBatch, PriceBatchKind, PriceBatchStatus } from '@tm/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { joinList } from '../../shared/i18n';
import { zheOf } from './prices-format';
import { usePriceArea } from './use-price-area';

const STATUS_COLORS: Record<PriceBatchStatus, string> = {
  scheduled: 'blue',
  active: 'volcano',
  applied: 'green',
  cancelled: 'default',
};

export function BatchStatusTag({ status }: { status: PriceBatchStatus }) {
  const { t } = useTranslation('prices');
  return <Tag color={STATUS_COLORS[status]}>{t(`status_${status}`)}</Tag>;
}

export function BatchKindTag({ kind }: { kind: PriceBatchKind }) {
  const { t } = useTranslation('prices');
  return <Tag color={kind === 'change' ? 'geekblue' : 'magenta'}>{t(`kind_${kind}`)}</Tag>;
}

/** Where a batch applies: the base price (a markdown: scales in no zone) and its zones. */
export function BatchTargets({ batch }: { batch: Pick<PriceBatch, 'kind' | 'base' | 'zone_names'> }) {
  const { t } = useTranslation('prices');
  return (
    <Space size={[0, 4]} wrap>
      {batch.base && <Tag color="gold">{t(batch.kind === 'change' ? 'basePrice' : 'noZoneScales')}</Tag>}
      {batch.zone_names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </Space>
  );
}

/** A markdown's percentage off with its 折 equivalent: "30% off (7折)". */
function PercentOff({ percent }: { percent: number }) {
  const { t } = useTranslation('prices');
  return <>{t('percentOffText', { percent, zhe: zheOf(percent) })}</>;
}

/** What a batch changes: its goods, and a markdown's percentage and categories. */
export function BatchContent({
  batch,
}: {
  batch: Pick<PriceBatch, 'kind' | 'goods_count' | 'percent_off' | 'categories'>;
}) {
  const { t } = useTranslation('prices');
  return (
    <Space orientation="vertical" size={0}>
      {batch.kind === 'markdown' && batch.percent_off !== null && (
        <Typography.Text strong>
          <PercentOff percent={batch.percent_off} />
        </Typography.Text>
      )}
      <span>{t('goodsCount', { count: batch.goods_count })}</span>
      {batch.categories.length > 0 && (
        <Typography.Text type="secondary">{t('categoriesText', { names: joinList(batch.categories) })}</Typography.Text>
      )}
    </Space>
  );
}

/** A rollback links to the batch it undoes, and a rolled-back change to its rollback. */
export function RollbackLinks({ batch }: { batch: Pick<PriceBatch, 'rollback_of' | 'rolled_back_by'> }) {
  const { t } = useTranslation('prices');
  const { batchPathOf } = usePriceArea();
  if (batch.rollback_of === null && batch.rolled_back_by === null) {
    return null;
  }
  return (
    <Space size={4} wrap>
      {batch.rollback_of !== null && (
        <Tag color="orange">
          {t('rollbackOf')} <Link to={batchPathOf(batch.rollback_of)}>#{batch.rollback_of}</Link>
        </Tag>
      )}
      {batch.rolled_back_by !== null && (
        <Tag>
          {t('rolledBackBy')} <Link to={batchPathOf(batch.rolled_back_by)}>#{batch.rolled_back_by}</Link>
        </Tag>
      )}
    </Space>
  );
}
