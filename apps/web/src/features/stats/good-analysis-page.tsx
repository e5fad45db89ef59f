import {
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  STATS_GOOD_SORTS,
  type StatsGoodRow,
  type StatsGoods,
  type StatsGoodsQuery,
  type StatsTotals,
} from '@tm/contracts';
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { showApiError } from '../../shared/api-client';
import { SearchActions } from '../../shared/list-filters';
import { currentLanguage, inSentence } from '../../shared/i18n';
import { ChartCard, useFileName } from './stats-chart-card';
import { useStatsFilters, useStatsLink } from './stats-filters';
import { changeOf, shareOf } from './stats-format';
import { barOption, type ChartValue } from './stats-options';
import { StatsFrame } from './stats-page';
import { csvOf, saveCsv, StatsTable, useCsvHeader, type StatsColumn } from './stats-table';
import { allRankedGoods, useStatsGoods } from './stats.api';

const GOOD_SORTS = STATS_GOOD_SORTS;
type GoodSort = (typeof GOOD_SORTS)[number];
type GoodOrder = 'desc' | 'asc';

const TOP = 10;

const SORT_FIELDS: Record<GoodSort, { field: keyof StatsTotals & keyof StatsGoodRow; kind: ChartValue }> = {
  amount: { field: 'sale_amount', kind: 'fen' },
  count: { field: 'sale_count', kind: 'count' },
  weight: { field: 'sale_weight_g', kind: 'grams' },
  pieces: { field: 'sale_pieces', kind: 'count' },
};

type RankedGood = StatsGoodRow & { rank: number };

const positive = (value: string | null, fallback: number) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback;

/** The ranking's own choices in the address, next to the filter bar's: sort, order, search, page. */
function useRankingParams() {
  const [params, setParams] = useSearchParams();
  const sort = GOOD_SORTS.find((value) => value === params.get('sort')) ?? 'amount';
  const order: GoodOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = positive(params.get('page'), 1);
  const perPage = Math.min(PER_PAGE_MAX, positive(params.get('per_page'), PER_PAGE_DEFAULT));
  /** Sets some keys (undefined or '' removes one); the page goes back to 1 unless it is set too. */
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!('page' in changes)) {
        next.delete('page');
      }
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      return next;
    });
  return { sort, order, q, category, page, perPage, set };
}

/**
 * `statsMng/goodAnalysis`: goods ranked by what they sold in the period (best or slowest first,
 * the slowest including goods that sold nothing), each with its share and its change; the first
 * ten as a chart; each good opens its own analysis.
 */
export function GoodAnalysisPage() {
  const { t } = useTranslation('stats');
  const filters = useStatsFilters();
  const ranking = useRankingParams();
  const base: StatsGoodsQuery = {
    ...filters.query(true),
    sort: ranking.sort,
    order: ranking.order,
    ...(ranking.q ? { q: ranking.q } : {}),
    ...(ranking.category ? { category: ranking.category } : {}),
  };
  const goods = useStatsGoods({ ...base, page: ranking.page, per_page: ranking.perPage });
  // The first ten of the same ranking; the same call as the list when it shows page 1 by 10.
  const top = useStatsGoods({ ...base, page: 1, per_page: TOP });

  return (
    <StatsFrame page="goodAnalysis" title={t('shell:goodAnalysis')} filters={filters} answer={goods}>
      {(data) => (
        <>
          {top.data ? (
            <TopGoods data={top.data} sort={ranking.sort} order={ranking.order} />
          ) : (
            <Card>
              <Skeleton active />
            </Card>
          )}
          <GoodsRanking data={data} ranking={ranking} query={base} />
        </>
      )}
    </StatsFrame>
  );
}

/** The columns both tables share: rank, PLU, and the good (a link to its analysis). */
function useGoodColumns(): StatsColumn<RankedGood>[] {
  const { t } = useTranslation('stats');
  const link = useStatsLink();
  return [
    { key: 'rank', title: t('rank'), kind: 'count', value: (row) => row.rank, width: 64, phone: 'title' },
    { key: 'plu', title: 'PLU', kind: 'text', value: (row) => String(row.plu), phone: 'extra-named' },
    {
      key: 'name',
      title: t('good'),
      kind: 'text',
      phone: 'title',
      value: (row) => row.name,
      // A PLU the company has no good for has nothing to open.
      render: (row) => (row.good_id > 0 ? <Link to={link(`goodAnalysis/${row.good_id}`)}>{row.name}</Link> : row.name),
    },
  ];
}

function TopGoods({ data, sort, order }: { data: StatsGoods; sort: GoodSort; order: GoodOrder }) {
  const { t } = useTranslation('stats');
  const { field, kind } = SORT_FIELDS[sort];
  const goodColumns = useGoodColumns();
  const rows = useMemo(() => data.list.map((row, index) => ({ ...row, rank: index + 1 })), [data.list]);
  const metric = t(`sort_${sort}`);
  const option = useMemo(
    () =>
      barOption({
        labels: rows.map((row) => row.name),
        values: rows.map((row) => row[field]),
        name: metric,
        kind,
        language: currentLanguage(),
        horizontal: true,
      }),
    [rows, field, kind, metric],
  );
  const columns: StatsColumn<RankedGood>[] = [
    ...goodColumns,
    { key: 'value', title: metric, kind, value: (row) => row[field] },
    { key: 'share', title: t('share'), kind: 'share', value: (row) => shareOf(row[field], data.totals[field]) },
  ];
  return (
    <ChartCard
      name={order === 'desc' ? 'top10' : 'bottom10'}
      title={t(order === 'desc' ? 'topGoods' : 'bottomGoods', { metric: inSentence(metric), count: TOP })}
      option={option}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.good_id}-${row.plu}`}
      layout="beside"
      height={360}
      tableOnPhone={false}
    />
  );
}

function GoodsRanking({
  data,
  ranking,
  query,
}: {
  data: StatsGoods;
  ranking: ReturnType<typeof useRankingParams>;
  query: StatsGoodsQuery;
}) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('stats');
  const header = useCsvHeader();
  const fileName = useFileName('ranking');
  const [exporting, setExporting] = useState(false);
  const goodColumns = useGoodColumns();
  const { field } = SORT_FIELDS[ranking.sort];
  const offset = (ranking.page - 1) * ranking.perPage;
  const rows = useMemo(
    () => data.list.map((row, index) => ({ ...row, rank: offset + index + 1 })),
    [data.list, offset],
  );
  const columns: StatsColumn<RankedGood>[] = [
    ...goodColumns,
    { key: 'category', title: ts('category'), kind: 'text', value: (row) => row.category || ts('noCategory') },
    { key: 'amount', title: ts('saleAmount'), kind: 'fen', value: (row) => row.sale_amount },
    { key: 'count', title: ts('saleCount'), kind: 'count', value: (row) => row.sale_count },
    { key: 'weight', title: ts('saleWeight'), kind: 'grams', value: (row) => row.sale_weight_g },
    { key: 'pieces', title: ts('salePieces'), kind: 'count', value: (row) => row.sale_pieces },
    {
      key: 'share',
      title: ts('shareOf', { metric: ts(`sort_${ranking.sort}`) }),
      kind: 'share',
      value: (row) => shareOf(row[field], data.totals[field]),
    },
    { key: 'returns', title: ts('returnAmount'), kind: 'fen', value: (row) => row.return_amount },
    { key: 'previous', title: ts('previousAmount'), kind: 'fen', value: (row) => row.previous_sale_amount },
    {
      key: 'change',
      title: ts('amountChange'),
      kind: 'change',
      value: (row) => changeOf(row.sale_amount, row.previous_sale_amount),
    },
  ];

  // The whole ranking, not the page on screen: an owner takes it to a spreadsheet.
  const exportAll = async () => {
    setExporting(true);
    try {
      const all = (await allRankedGoods(query)).map((row, index) => ({ ...row, rank: index + 1 }));
      saveCsv(csvOf(columns, all, header), `${fileName}.csv`);
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={ts('goodsRanking')}
      extra={
        <Button icon={<FileTextOutlined />} loading={exporting} onClick={() => void exportAll()}>
          {ts('exportRanking', { total: data.meta.total.toLocaleString('en-US') })}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={12} align="center">
          {/* Four measures in English are wider than a phone: they scroll sideways there. */}
          <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Segmented<GoodSort>
              aria-label={ts('sortBy')}
              value={ranking.sort}
              options={GOOD_SORTS.map((sort) => ({ value: sort, label: ts(`sort_${sort}`) }))}
              onChange={(sort) => ranking.set({ sort: sort === 'amount' ? undefined : sort })}
            />
          </div>
          <Segmented<GoodOrder>
            aria-label={ts('orderBy')}
            value={ranking.order}
            options={[
              { value: 'desc', label: ts('order_desc') },
              { value: 'asc', label: ts('order_asc') },
            ]}
            onChange={(order) => ranking.set({ order: order === 'desc' ? undefined : order })}
          />
          <Form
            // A new address (Back, a shared link) shows its own search in the boxes.
            key={`${ranking.q}\u0000${ranking.category}`}
            name="stats-goods-search"
            layout="inline"
            initialValues={{ q: ranking.q, category: ranking.category }}
            onFinish={(values: { q?: string; category?: string }) =>
              ranking.set({ q: values.q?.trim(), category: values.category?.trim() })
            }
            style={{ rowGap: 8 }}
          >
            <Form.Item name="q">
              <Input placeholder={ts('searchGood')} aria-label={ts('searchGood')} allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="category">
              <Input placeholder={ts('category')} aria-label={ts('category')} allowClear style={{ width: 140 }} />
            </Form.Item>
            <SearchActions onReset={() => ranking.set({ q: undefined, category: undefined })} />
          </Form>
        </Flex>
        {ranking.order === 'asc' && <Typography.Text type="secondary">{ts('slowNote')}</Typography.Text>}
        <StatsTable
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.good_id}-${row.plu}`}
          label={ts('goodsRanking')}
          pagination={{
            current: ranking.page,
            pageSize: ranking.perPage,
            total: data.meta.total,
            showSizeChanger: true,
            showTotal: (total) => t('total', { total }),
            onChange: (page, perPage) =>
              ranking.set({
                page: page === 1 ? undefined : page,
                per_page: perPage === PER_PAGE_DEFAULT ? undefined : perPage,
              }),
          }}
        />
      </Flex>
    </Card>
  );
}
