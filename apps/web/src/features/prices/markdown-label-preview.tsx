import { labelStyleSchema, type Good, type Label, type PriceBatchLine } from '@tm/contracts';
import { Alert, Empty, Flex, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';
import { useGood } from '../goods/goods.api';
import { labelDataFor } from '../labels/label-sample';
import { LabelSvg } from '../labels/label-svg';
import { useAllLabels } from '../labels/labels.api';
import { labelsMessages } from '../labels/labels.messages';
import { pricesMessages } from './prices.messages';
import { registerMessages } from '../../shared/i18n';

registerMessages('labels', labelsMessages);
registerMessages('prices', pricesMessages);

/** The format a good's labels print with: its own, else the first of its company's. */
const formatOf = (labels: readonly Label[], good: Good | undefined) =>
  labels.find((label) => label.id === good?.label_format_id) ?? labels[0];

/**
 * A markdown's labels before it is saved: one good of its preview, printed at its regular price
 * and at the marked-down one, with a format of the company's (the good's own by default).
 */
export function MarkdownLabelPreview({
  lines,
  companyId,
}: {
  lines: readonly PriceBatchLine[];
  companyId: number | undefined;
}) {
  const { t } = useTranslation('prices');
  const goods = [...new Map(lines.map((line) => [line.good_id, line])).values()];
  const [goodId, setGoodId] = useState<number | undefined>();
  const [labelId, setLabelId] = useState<number | undefined>();
  const line = goods.find((candidate) => candidate.good_id === goodId) ?? goods[0];
  const good = useGood(line?.good_id, false);
  const labels = useAllLabels({ ...(companyId ? { company_id: companyId } : {}), per_page: 100 });
  const list = labels.data?.list ?? [];
  const label = list.find((candidate) => candidate.id === labelId) ?? formatOf(list, good.data);

  if (!line) {
    return null;
  }
  if (labels.isSuccess && list.length === 0) {
    return <Alert type="info" showIcon title={t('labelPreviewNoFormats')} />;
  }
  const origin = window.location.origin;
  const style = label ? labelStyleSchema.parse(label.style) : null;
  const printed = (unitPrice: number) =>
    style && label && good.data ? labelDataFor(style, good.data, unitPrice, label.shop_name, origin) : null;
  const before = printed(line.before);
  const after = printed(line.after);
  return (
    <Flex vertical gap={8} role="region" aria-label={t('labelPreview')}>
      <Space wrap>
        <Typography.Text strong>{t('labelPreview')}</Typography.Text>
        <Select
          style={{ width: 220 }}
          value={line.good_id}
          aria-label={t('labelPreviewGood')}
          options={goods.map((candidate) => ({
            value: candidate.good_id,
            label: `${candidate.plu} ${candidate.name}`,
          }))}
          onChange={setGoodId}
        />
        <Select
          style={{ width: 220 }}
          value={label?.id}
          loading={labels.isFetching}
          aria-label={t('labelPreviewFormat')}
          options={list.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} · ${candidate.shop_name}`,
          }))}
          onChange={setLabelId}
        />
      </Space>
      {style && before && after ? (
        <Flex gap={24} wrap>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('labelBefore', { price: formatFen(line.before) })}</Typography.Text>
            <LabelSvg style={style} data={before} widthPx={240} testId="label-before" />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text type="warning">{t('labelAfter', { price: formatFen(line.after) })}</Typography.Text>
            <LabelSvg style={style} data={after} widthPx={240} testId="label-after" />
          </Flex>
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Flex>
  );
}
