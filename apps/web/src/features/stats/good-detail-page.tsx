import type { StatsGood } from '@tm/contracts';
import { Avatar, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatFen, formatTime } from '../../shared/format';
import { currentLanguage } from '../../shared/i18n';
import { ChartCard } from './stats-chart-card';
import { FigureTiles, totalsFigures } from './stats-figures';
import { useStatsFilters } from './stats-filters';
import { changeOf, shareOf } from './stats-format';
import { pricesOption } from './stats-options';
import { StatsFrame } from './stats-page';
import { StatsTable, type StatsColumn } from './stats-table';
import { useStatsGood } from './stats.api';

type DayRow = StatsGood['trend'][number];
type PriceChange = StatsGood['price_changes'][number];
type ShopRow = StatsGood['shops'][number];
type ScaleRow = StatsGood['scales'][number];

/**
 * `statsMng/goodAnalysis/{id}`: one good's period against the one before, its daily sales
 * against the prices it sold at, its price changes, and the shops and scales that sell it.
 */
export function GoodDetailPage() {
  const { t } = useTranslation('stats');
  const { id = '' } = useParams();
  const filters = useStatsFilters();
  const good = useStatsGood(id, filters.query(true));
  const name = good.data?.good.name;
  return (
    <StatsFrame
      page={`goodAnalysis-${id}`}
      title={name ? `${t('shell:goodDetailAnalysis')} · ${name}` : t('shell:goodDetailAnalysis')}
      filters={filters}
      withCompany={false}
      answer={good}
    >
      {(data) => <GoodReport data={data} />}
    </StatsFrame>
  );
}

function GoodReport({ data }: { data: StatsGood }) {
  const { t } = useTranslation('stats');
  const { good, current, previous } = data;
  const byWeight = good.pricing_mode === 'by_weight';
  const perUnit = t(byWeight ? `per_${good.weight_unit}` : 'per_piece', { defaultValue: `/${good.weight_unit}` });

  const option = useMemo(
    () =>
      pricesOption(
        data.trend,
        data.period.unit,
        { amount: t('saleAmount'), min: t('minPrice'), max: t('maxPrice') },
        currentLanguage(),
      ),
    [data.trend, data.period.unit, t],
  );

  const dayColumns: StatsColumn<DayRow>[] = [
    { key: 'at', title: t(`unit_${data.period.unit}`), kind: 'text', value: (row) => row.at },
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (row) => row.sale_amount },
    { key: 'count', title: t('saleCount'), kind: 'count', value: (row) => row.sale_count },
    byWeight
      ? { key: 'weight', title: t('saleWeight'), kind: 'grams', value: (row) => row.sale_weight_g }
      : { key: 'pieces', title: t('salePieces'), kind: 'count', value: (row) => row.sale_pieces },
    { key: 'min', title: t('minPrice'), kind: 'fen', value: (row) => row.min_unit_price },
    { key: 'max', title: t('maxPrice'), kind: 'fen', value: (row) => row.max_unit_price },
    { key: 'returns', title: t('returnAmount'), kind: 'fen', value: (row) => row.return_amount },
  ];
  const priceColumns: StatsColumn<PriceChange>[] = [
    { key: 'time', title: t('changedTime'), kind: 'text', value: (row) => formatTime(row.changed_time) },
    { key: 'target', title: t('priceOf'), kind: 'text', value: (row) => row.zone_name ?? t('basePrice') },
    { key: 'old', title: t('oldPrice'), kind: 'fen', value: (row) => row.old_price },
    {
      key: 'new',
      title: t('newPrice'),
      kind: 'fen',
      // A zone whose own price was taken away sells at the base price again.
      value: (row) => row.new_price ?? t('backToBase'),
    },
    {
      key: 'change',
      title: t('change'),
      kind: 'change',
      value: (row) =>
        row.old_price === null || row.new_price === null ? null : changeOf(row.new_price, row.old_price),
    },
  ];
  const shareColumns = <R extends ShopRow | ScaleRow>(): StatsColumn<R>[] => [
    { key: 'amount', title: t('saleAmount'), kind: 'fen', value: (row) => row.sale_amount },
    { key: 'share', title: t('share'), kind: 'share', value: (row) => shareOf(row.sale_amount, current.sale_amount) },
    { key: 'count', title: t('saleCount'), kind: 'count', value: (row) => row.sale_count },
    byWeight
      ? { key: 'weight', title: t('saleWeight'), kind: 'grams', value: (row) => row.sale_weight_g }
      : { key: 'pieces', title: t('salePieces'), kind: 'count', value: (row) => row.sale_pieces },
  ];
  const shopColumns: StatsColumn<ShopRow>[] = [
    { key: 'shop', title: t('shop'), kind: 'text', value: (row) => row.shop_name },
    ...shareColumns<ShopRow>(),
  ];
  const scaleColumns: StatsColumn<ScaleRow>[] = [
    { key: 'scale', title: t('scale'), kind: 'text', value: (row) => row.scale_name },
    { key: 'shop', title: t('shop'), kind: 'text', value: (row) => row.shop_name },
    ...shareColumns<ScaleRow>(),
  ];

  return (
    <>
      <Card>
        <Flex gap={16} align="center">
          <Avatar alt="" shape="square" size={64} src={good.img_url || undefined}>
            {good.name.slice(0, 1)}
          </Avatar>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 4 }}
            title={good.name}
            items={[
              { key: 'plu', label: 'PLU', children: good.plu },
              { key: 'category', label: t('category'), children: good.category || t('noCategory') },
              {
                key: 'mode',
                label: t('pricingMode'),
                children: t(`pricing_${good.pricing_mode}`, { defaultValue: good.pricing_mode }),
              },
              { key: 'price', label: t('unitPrice'), children: `${formatFen(good.unit_price)}${perUnit}` },
            ]}
          />
        </Flex>
      </Card>
      <FigureTiles
        period={data.period}
        figures={totalsFigures(t, current, previous, [
          'amount',
          'count',
          byWeight ? 'weight' : 'pieces',
          'returns',
          'net',
        ])}
      />
      <ChartCard
        name="prices"
        title={t('salesAndPrices', { unit: perUnit })}
        option={option}
        columns={dayColumns}
        rows={data.trend}
        rowKey={(row) => row.at}
      />
      <Card title={t('priceChanges')}>
        {data.price_changes.length === 0 ? (
          <Typography.Text type="secondary">{t('noPriceChanges')}</Typography.Text>
        ) : (
          <StatsTable
            columns={priceColumns}
            rows={data.price_changes}
            rowKey={(row) => `${row.changed_time}-${row.zone_name ?? ''}-${row.old_price ?? ''}`}
          />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('goodShops')} style={{ height: '100%' }}>
            <StatsTable columns={shopColumns} rows={data.shops} rowKey={(row) => row.shop_id} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('goodScales')} style={{ height: '100%' }}>
            <StatsTable columns={scaleColumns} rows={data.scales} rowKey={(row) => row.scale_id} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
