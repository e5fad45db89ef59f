import { WarningOutlined } from '@ant-design/icons';
import type { ListTradesQuery, TradeRecord } from '@tm/contracts';
import {
  Alert,
  Avatar,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  Segmented,
  Select,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFen, formatTimeToSecond, yuanToFen } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { SearchActions } from '../../shared/list-filters';
import { SheetExportButtons, SheetExportProgress, useSheetExport } from '../../shared/sheet-export';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ScalePicker } from '../../shared/pickers/scale-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { unitPriceText } from '../../shared/unit-price';
import { ReadingTable } from '../barcode-spec/barcode-reading';
import { formatName, readUnderEachFormat } from '../barcode-spec/barcode-spec';
import { useBarcodeFormats } from '../barcode-spec/barcode-spec.api';
import { currentLanguage } from '../../shared/i18n';
import { useIsSystemAdmin } from '../../shared/session';
import type { DayRange } from '../stats/stats-period';
import { dayRangeTimes, periodDays, PERIODS, type Period } from './trade-period';
import { downloadTrades, useTrades } from './trades.api';
import { tradesMessages } from './trades.messages';
import './trade-list-page.css';
import { listLoading } from '../../shared/use-list-query';

registerMessages('trades', tradesMessages);

export type Filters = {
  period: Period;
  range?: [Dayjs, Dayjs];
  company_id?: number;
  shop_id?: number;
  scale_id?: number;
  q?: string;
  type?: TradeRecord['trade_info']['type'];
  min_total?: string;
  max_total?: string;
};

const PAGE_SIZE = 20;

/** The China days the filters ask for: a quick period's, or the two picked. */
function daysOf(filters: Filters): DayRange | null {
  if (filters.period !== 'custom') {
    return periodDays(filters.period);
  }
  const [start, end] = filters.range ?? [];
  return start && end ? { from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') } : null;
}

const fenOf = (text?: string) => (text?.trim() ? (yuanToFen(text) ?? undefined) : undefined);

/** The list's query from the filter form: the period as times, money in fen. */
export function queryOf(filters: Filters): ListTradesQuery {
  const days = daysOf(filters);
  const [min_total, max_total] = [fenOf(filters.min_total), fenOf(filters.max_total)];
  return {
    ...(days ? dayRangeTimes(days) : {}),
    ...(filters.company_id ? { company_id: filters.company_id } : {}),
    ...(filters.shop_id ? { shop_id: filters.shop_id } : {}),
    ...(filters.scale_id ? { scale_id: filters.scale_id } : {}),
    ...(filters.q?.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(min_total !== undefined ? { min_total } : {}),
    ...(max_total !== undefined ? { max_total } : {}),
  };
}

/** A scale or shop of a sale: its picture (or a blank square) and its name. */
function Pictured({ info }: { info: { name: string; img_url: string } }) {
  return (
    <Space>
      <Avatar alt="" shape="square" size={24} src={info.img_url || undefined} />
      {info.name}
    </Space>
  );
}

function Amount({ info }: { info: TradeRecord['trade_info'] }) {
  const { t } = useTranslation('trades');
  if (info.measure_unit_name === 'kg') {
    return <>{t('kg', { n: info.weight.toFixed(3) })}</>;
  }
  // A fixed-weight pack is sold by the pack; what it weighed is said beside the count.
  const packs = t('pcs', { count: info.weight });
  return <>{info.pack_weight ? t('packsWeighing', { packs, n: info.pack_weight.toFixed(3) }) : packs}</>;
}

/** A sale's total, marked when the scale flagged the sale: the owner looks for these in the list. */
function TradeTotal({ trade }: { trade: TradeRecord }) {
  const { t } = useTranslation('trades');
  const total = formatFen(trade.trade_info.total_price);
  return trade.flagged ? (
    <Tooltip title={t('flagged')}>
      <Typography.Text type="warning" aria-label={t('flaggedShort')}>
        <WarningOutlined /> {total}
      </Typography.Text>
    </Tooltip>
  ) : (
    total
  );
}

function TradeTypeTag({ trade }: { trade: TradeRecord }) {
  const { t } = useTranslation('trades');
  const { type } = trade.trade_info;
  return <Tag color={type === 'sale' ? 'green' : 'orange'}>{t(`type_${type}`)}</Tag>;
}

/**
 * The sales on a phone: a line a sale, what was sold and its total first, when and how much under
 * them; a tap opens the sale as a row of the table does. The table's columns squeezed the good's
 * name to a character or two a line there.
 */
function TradeLines({
  trades,
  loading,
  onOpen,
}: {
  trades: readonly TradeRecord[];
  loading: boolean;
  onOpen: (trade: TradeRecord) => void;
}) {
  const { t } = useTranslation('trades');
  if (!loading && trades.length === 0) {
    return <Typography.Paragraph type="secondary">{t('empty')}</Typography.Paragraph>;
  }
  return (
    <Spin spinning={loading}>
      <ul className="trade-lines">
        {trades.map((trade) => (
          <li key={trade.id}>
            <button type="button" onClick={() => onOpen(trade)}>
              <Flex justify="space-between" gap={8}>
                {/* A long name is cut short, never the total: the name may shrink, the total not. */}
                <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
                  {trade.good_info.name} · {trade.good_info.plu}
                </Typography.Text>
                <Typography.Text strong style={{ flexShrink: 0 }}>
                  <TradeTotal trade={trade} />
                </Typography.Text>
              </Flex>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text type="secondary">
                  {formatTimeToSecond(trade.trade_info.trade_time)} · <Amount info={trade.trade_info} />
                </Typography.Text>
                {trade.trade_info.type !== 'sale' && <TradeTypeTag trade={trade} />}
              </Flex>
            </button>
          </li>
        ))}
      </ul>
    </Spin>
  );
}

/** A price of the sale with what it is per: "¥39.80/500克", so that price × amount reads as the total. */
const priceOf = (t: TFunction, trade: TradeRecord, fen: number) => unitPriceText(t, fen, trade.trade_info.price_unit);

/** A sale at another price than its scale should have charged then (docs/prices.md). */
const offPrice = (trade: TradeRecord) =>
  trade.expected_unit_price !== undefined &&
  trade.expected_unit_price !== null &&
  trade.expected_unit_price !== trade.trade_info.unit_price;

/** One sale: its record, and its printed barcode read under the formats in use. */
function TradeDetail({ trade, onClose }: { trade: TradeRecord | null; onClose: () => void }) {
  const { t } = useTranslation('trades');
  const formats = useBarcodeFormats();
  const reading = trade?.barcode ? readUnderEachFormat(formats.data ?? [], trade.barcode)[0] : undefined;
  return (
    <Drawer open={trade !== null} onClose={onClose} size="large" title={t('detail')} destroyOnHidden>
      {trade && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {trade.flagged && <Alert type="warning" showIcon title={t('flagged')} />}
          {offPrice(trade) && (
            <Alert
              type="warning"
              showIcon
              title={t('priceOff', { expected: priceOf(t, trade, trade.expected_unit_price ?? 0) })}
              description={t('priceOffHint')}
            />
          )}
          <Descriptions bordered column={1} size="small">
            <Descriptions.Item label={t('tradeTime')}>
              {formatTimeToSecond(trade.trade_info.trade_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('goods')}>
              {trade.good_info.plu} {trade.good_info.name}
            </Descriptions.Item>
            <Descriptions.Item label={t('shop')}>{trade.shop_info.name}</Descriptions.Item>
            <Descriptions.Item label={t('scale')}>{trade.scale_info.name}</Descriptions.Item>
            <Descriptions.Item label={t('unitPrice')}>
              {priceOf(t, trade, trade.trade_info.unit_price)}
            </Descriptions.Item>
            <Descriptions.Item label={t('quantity')}>
              <Amount info={trade.trade_info} />
            </Descriptions.Item>
            <Descriptions.Item label={t('total')}>{formatFen(trade.trade_info.total_price)}</Descriptions.Item>
            <Descriptions.Item label={t('type')}>{t(`type_${trade.trade_info.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('tradeNo')}>{trade.trade_no}</Descriptions.Item>
            <Descriptions.Item label={t('ticketNo')}>{trade.ticket_no ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('barcode')}>
              {trade.barcode ? <Typography.Text code>{trade.barcode}</Typography.Text> : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('decoded')}</Typography.Title>
          {!trade.barcode ? (
            <Typography.Text type="secondary">{t('noBarcode')}</Typography.Text>
          ) : reading && reading.reading.problems.length === 0 ? (
            <>
              <Typography.Text>{formatName(reading.format, currentLanguage())}</Typography.Text>
              <ReadingTable reading={reading.reading} />
            </>
          ) : (
            <Alert type="info" showIcon title={t('barcodeUnknown')} />
          )}
        </Space>
      )}
    </Drawer>
  );
}

/** `tradeMng/tradeList`: the sales the scales uploaded, filtered, sorted, paged by cursor, exported. */
export function TradeListPage() {
  const { t } = useTranslation('trades');
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<ListTradesQuery>(() => queryOf({ period: 'today' }));
  const [sort, setSort] = useState<NonNullable<ListTradesQuery['sort']>>('-time');
  // The cursors of the pages before the one shown: Back pops one.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const trades = useTrades({ ...query, sort, per_page: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  const [opened, setOpened] = useState<TradeRecord | null>(null);
  const period = Form.useWatch('period', form);
  const companyId = Form.useWatch('company_id', form);
  const shopId = Form.useWatch('shop_id', form);
  const screens = Grid.useBreakpoint();
  const isAdmin = useIsSystemAdmin();
  // The days the list shows: a custom period starts from them, not from two empty boxes.
  const [shownDays, setShownDays] = useState<DayRange | null>(() => daysOf({ period: 'today' }));

  const search = (filters: Filters) => {
    setQuery(queryOf(filters));
    setShownDays(daysOf(filters));
    setCursors([]);
  };
  const { exporting, exportAs } = useSheetExport((format, onProgress) =>
    downloadTrades({ ...query, sort, format }, onProgress),
  );

  const columns: TableColumnsType<TradeRecord> = [
    {
      title: t('index'),
      key: 'index',
      width: 70,
      responsive: ['sm'],
      render: (_, _trade, i) => cursors.length * PAGE_SIZE + i + 1,
    },
    {
      title: t('tradeTime'),
      key: 'time',
      width: 170,
      sorter: true,
      sortOrder: sort === '-time' ? 'descend' : sort === 'time' ? 'ascend' : null,
      render: (_, trade) => formatTimeToSecond(trade.trade_info.trade_time),
    },
    {
      title: t('goods'),
      key: 'good',
      render: (_, trade) => (
        <Space>
          <Avatar alt="" shape="square" size={32} src={trade.good_info.img_url || undefined}>
            {trade.good_info.name.slice(0, 1)}
          </Avatar>
          <span>
            {trade.good_info.name}
            <Typography.Text type="secondary"> · {trade.good_info.plu}</Typography.Text>
          </span>
        </Space>
      ),
    },
    {
      title: t('scale'),
      key: 'scale',
      responsive: ['md'],
      render: (_, trade) => <Pictured info={trade.scale_info} />,
    },
    {
      title: t('shop'),
      key: 'shop',
      responsive: ['md'],
      render: (_, trade) => <Pictured info={trade.shop_info} />,
    },
    ...(isAdmin
      ? [
          {
            title: t('company'),
            key: 'company',
            responsive: ['lg' as const],
            width: 140,
            render: (_: unknown, trade: TradeRecord) => trade.company_info.name,
          },
        ]
      : []),
    {
      title: t('unitPrice'),
      key: 'price',
      responsive: ['md'],
      align: 'right',
      render: (_, trade) =>
        offPrice(trade) ? (
          <Tooltip title={t('priceOff', { expected: priceOf(t, trade, trade.expected_unit_price ?? 0) })}>
            <Typography.Text type="warning">
              <WarningOutlined /> {priceOf(t, trade, trade.trade_info.unit_price)}
            </Typography.Text>
          </Tooltip>
        ) : (
          priceOf(t, trade, trade.trade_info.unit_price)
        ),
    },
    {
      title: t('quantity'),
      key: 'amount',
      align: 'right',
      responsive: ['sm'],
      render: (_, trade) => <Amount info={trade.trade_info} />,
    },
    {
      title: t('total'),
      key: 'total',
      align: 'right',
      sorter: true,
      sortOrder: sort === '-total' ? 'descend' : sort === 'total' ? 'ascend' : null,
      render: (_, trade) => <TradeTotal trade={trade} />,
    },
    {
      title: t('type'),
      key: 'type',
      render: (_, trade) => <TradeTypeTag trade={trade} />,
    },
  ];

  return (
    <Card
      title={t('shell:tradeList')}
      extra={
        <Space>
          <SheetExportButtons exporting={exporting} exportAs={exportAs} />
        </Space>
      }
    >
      <Form<Filters>
        form={form}
        name="trade-filters"
        layout="inline"
        initialValues={{ period: 'today' }}
        onFinish={search}
        onValuesChange={(changed: Partial<Filters>, all: Filters) => {
          // A period takes effect when chosen, as in the statistics; a custom one once its days are.
          if ((changed.period && changed.period !== 'custom') || (changed.range && all.period === 'custom')) {
            form.submit();
          }
          if (changed.period === 'custom' && !all.range && shownDays) {
            form.setFieldValue('range', [dayjs(shownDays.from), dayjs(shownDays.to)]);
          }
        }}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        {/* Seven periods are wider than a phone: they scroll sideways there instead of off the page. */}
        <Form.Item name="period" style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<Period> options={PERIODS.map((p) => ({ value: p, label: t(`period_${p}`) }))} />
        </Form.Item>
        {period === 'custom' && (
          <Form.Item name="range" rules={[{ required: true, message: t('rangeRequired') }]}>
            <DatePicker.RangePicker
              allowClear={false}
              aria-label={t('period_custom')}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        )}
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker filter />
          </Form.Item>
        )}
        <Form.Item name="shop_id">
          <ShopPicker filter companyId={companyId} />
        </Form.Item>
        <Form.Item name="scale_id">
          <ScalePicker filter shopId={shopId} />
        </Form.Item>
        <Form.Item name="q">
          <Input placeholder={t('good')} aria-label={t('good')} allowClear style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="type">
          <Select
            placeholder={t('type')}
            aria-label={t('type')}
            allowClear
            style={{ width: 110 }}
            options={(['sale', 'return', 'void'] as const).map((type) => ({ value: type, label: t(`type_${type}`) }))}
          />
        </Form.Item>
        {(['min_total', 'max_total'] as const).map((name) => (
          // Text checked as typed: a number box would read "12,5" as 125.
          <Form.Item
            key={name}
            name={name}
            dependencies={name === 'max_total' ? ['min_total'] : []}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, text?: string) => {
                  if (text?.trim() && yuanToFen(text) === null) {
                    throw new Error(t('totalInvalid'));
                  }
                  const [low, high] = [fenOf(getFieldValue('min_total') as string | undefined), fenOf(text)];
                  if (name === 'max_total' && low !== undefined && high !== undefined && high < low) {
                    throw new Error(t('totalOrder'));
                  }
                },
              }),
            ]}
          >
            <Input
              placeholder={t(name === 'min_total' ? 'minTotal' : 'maxTotal')}
              aria-label={t(name === 'min_total' ? 'minTotal' : 'maxTotal')}
              prefix="¥"
              inputMode="decimal"
              allowClear
              style={{ width: 120 }}
            />
          </Form.Item>
        ))}
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({ period: 'today' });
          }}
        />
      </Form>
      <SheetExportProgress exporting={exporting} total={trades.data?.meta.total} />
      {screens.xs ? (
        <TradeLines trades={trades.data?.list ?? []} loading={listLoading(trades)} onOpen={setOpened} />
      ) : (
        <Table<TradeRecord>
          rowKey="id"
          size="middle"
          loading={listLoading(trades)}
          dataSource={trades.data?.list ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t('empty') }}
          // Fits the content area of a 1 366 px screen (the common office laptop) without scrolling sideways.
          // On a phone the table keeps time, good, total and type (the others are for a wider screen).
          scroll={screens.md ? { x: isAdmin ? 1130 : 1060 } : undefined}
          onRow={(trade) => ({ onClick: () => setOpened(trade), style: { cursor: 'pointer' } })}
          onChange={(_pagination, _filters, sorter) => {
            const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
            const by = chosen?.columnKey === 'total' ? 'total' : 'time';
            setSort(chosen?.order === 'ascend' ? by : chosen?.order === 'descend' ? `-${by}` : '-time');
            setCursors([]);
          }}
        />
      )}
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'flex-end' }}>
        <Typography.Text>
          {t('totalCount', { n: (trades.data?.meta.total ?? 0).toLocaleString('en-US') })}
        </Typography.Text>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>
          {t('previous')}
        </Button>
        <Button
          disabled={!trades.data?.meta.next_cursor}
          onClick={() => {
            const next = trades.data?.meta.next_cursor;
            if (next) {
              setCursors((list) => [...list, next]);
            }
          }}
        >
          {t('next')}
        </Button>
      </Space>
      <TradeDetail trade={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
