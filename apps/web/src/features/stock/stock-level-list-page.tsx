import { QuestionCircleOutlined } from '@ant-design/icons';
import {
  LOW_STOCK_DAYS,
  SALES_RATE_DAYS,
  STOCK_FLAGS,
  type ListStockLevelsQuery,
  type StockFlag,
  type StockLevel,
  type StockLevelPage,
} from '@tm/contracts';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import type { PhoneCard } from '../../shared/phone-cards';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { SheetExportButtons, SheetExportProgress, useSheetExport } from '../../shared/sheet-export';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import {
  LOW_COLOR,
  NEGATIVE_COLOR,
  NEGATIVE_ROW_BACKGROUND,
  StockFlagTags,
  stockCardPath,
  useStockText,
} from './stock-level-parts';
import { downloadStockLevels, useStockLevels } from './stock-levels.api';
import { stockLevelsMessages } from './stock-levels.messages';

registerMessages('stockLevels', stockLevelsMessages);

type Filters = {
  shop_id?: number | undefined;
  q?: string | undefined;
  category?: string | undefined;
  flag?: string | undefined;
};

const isFlag = (value: string | undefined): value is StockFlag => STOCK_FLAGS.some((flag) => flag === value);

/** The list's filters from those in the address; values not of the list's are left out. */
function queryOf(filters: Filters): Omit<ListStockLevelsQuery, 'page' | 'per_page'> {
  return {
    ...(filters.shop_id ? { shop_id: filters.shop_id } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(isFlag(filters.flag) ? { flag: filters.flag } : {}),
  };
}

const rowKeyOf = (level: StockLevel) => `${level.shop.id}-${level.good_id}`;

/**
 * `stockMng/stockList`: what each shop has of each good, at cost, and how long it lasts at the
 * recent sales; goods below zero stand out in red, goods running low in orange. A row opens the
 * good's stock card in that shop.
 */
export function StockLevelListPage() {
  const { t } = useTranslation('stockLevels');
  const navigate = useNavigate();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['shop_id']);
  const [form] = Form.useForm<Filters>();
  const query = queryOf(filters);
  const levels = useStockLevels({ ...query, ...paging });
  const pagination = usePagination(paging, levels.data?.meta.total, setPaging);
  const text = useStockText();
  const { exporting, exportAs } = useSheetExport((format, onProgress) =>
    downloadStockLevels({ ...query, format }, onProgress),
  );

  useEffect(() => {
    form.setFieldsValue({ shop_id: filters.shop_id, q: filters.q, category: filters.category, flag: filters.flag });
  }, [form, filters.shop_id, filters.q, filters.category, filters.flag]);

  const open = (level: StockLevel) => void navigate(stockCardPath(level.shop.id, level.good_id));

  const goodLink = (level: StockLevel) => (
    <Link
      to={stockCardPath(level.shop.id, level.good_id)}
      title={t('openCard')}
      // The row opens the same card; one history entry is enough.
      onClick={(event) => event.stopPropagation()}
    >
      {level.good_name}
    </Link>
  );
  const onHandOf = (level: StockLevel) => (
    <span style={level.on_hand < 0 ? { color: NEGATIVE_COLOR, fontWeight: 600 } : undefined}>
      {text.quantity(level.on_hand, level.unit)}
    </span>
  );
  const daysOfCoverOf = (level: StockLevel) =>
    level.days_of_cover === null ? (
      '—'
    ) : (
      <span style={level.flags.includes('low') ? { color: LOW_COLOR, fontWeight: 600 } : undefined}>
        {level.days_of_cover.toFixed(1)}
      </span>
    );
  // On a phone: how much is there and how long it lasts, under the good's name.
  const levelCard = (level: StockLevel): PhoneCard => ({
    title: goodLink(level),
    extra: `PLU ${level.plu}`,
    body: (
      <Flex vertical gap={4}>
        {!query.shop_id && <Typography.Text type="secondary">{level.shop.name}</Typography.Text>}
        <Flex wrap align="baseline" gap={12}>
          <span>
            {t('onHand')} <strong>{onHandOf(level)}</strong>
          </span>
          <span>
            {t('daysOfCover')} {daysOfCoverOf(level)}
          </span>
          <StockFlagTags flags={level.flags} />
        </Flex>
        <Typography.Text type="secondary">
          {t('value')} {formatFen(level.value_fen)}
        </Typography.Text>
      </Flex>
    ),
  });

  const columns: TableColumnsType<StockLevel> = [
    ...(query.shop_id
      ? []
      : [{ title: t('shop'), key: 'shop', width: 140, render: (_: unknown, level: StockLevel) => level.shop.name }]),
    { title: t('plu'), dataIndex: 'plu', width: 80 },
    {
      title: t('good'),
      dataIndex: 'good_name',
      width: 180,
      render: (_, level) => goodLink(level),
    },
    {
      title: t('category'),
      dataIndex: 'category',
      width: 100,
      render: (category: string) => (category ? <Tag>{category}</Tag> : '—'),
    },
    {
      title: t('onHand'),
      dataIndex: 'on_hand',
      width: 120,
      align: 'right',
      render: (_, level) => onHandOf(level),
    },
    {
      title: t('inTransit'),
      dataIndex: 'in_transit',
      width: 110,
      align: 'right',
      render: (inTransit: number, level) => (inTransit === 0 ? '—' : text.quantity(inTransit, level.unit)),
    },
    {
      title: t('unitCost'),
      dataIndex: 'unit_cost_fen',
      width: 120,
      align: 'right',
      render: (fen: number, level) => text.unitCost(fen, level.unit),
    },
    {
      title: t('value'),
      dataIndex: 'value_fen',
      width: 120,
      align: 'right',
      render: (fen: number) => formatFen(fen),
    },
    {
      title: t('dailySales'),
      dataIndex: 'daily_sales',
      width: 110,
      align: 'right',
      render: (sales: number, level) => text.quantity(sales, level.unit),
    },
    {
      title: (
        <Tooltip title={t('daysOfCoverHint', { rateDays: SALES_RATE_DAYS })}>
          <Space size={4}>
            {t('daysOfCover')}
            <QuestionCircleOutlined />
          </Space>
        </Tooltip>
      ),
      dataIndex: 'days_of_cover',
      width: 110,
      align: 'right',
      render: (_, level) => daysOfCoverOf(level),
    },
    {
      title: t('flags'),
      dataIndex: 'flags',
      width: 110,
      render: (flags: StockFlag[]) => <StockFlagTags flags={flags} />,
    },
    {
      title: t('lastMovement'),
      dataIndex: 'last_movement_time',
      width: 150,
      render: (time: string | null) => formatTime(time),
    },
  ];

  return (
    <Card
      title={t('shell:stockList')}
      extra={
        <Space wrap>
          <SheetExportButtons exporting={exporting} exportAs={exportAs} />
        </Space>
      }
    >
      <SheetExportProgress exporting={exporting} total={levels.data?.meta.total} />
      <Form<Filters>
        form={form}
        name="stock-level-filters"
        layout="inline"
        onFinish={(values) => setFilters({ ...values, q: values.q?.trim(), category: values.category?.trim() })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="shop_id">
          <ShopPicker filter />
        </Form.Item>
        <Form.Item name="q">
          <Input placeholder={t('searchGoods')} aria-label={t('searchGoods')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category">
          <Input placeholder={t('allCategories')} aria-label={t('category')} allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="flag">
          <Select
            allowClear
            placeholder={t('allFlags')}
            aria-label={t('flag')}
            style={{ width: 120 }}
            options={STOCK_FLAGS.map((flag) => ({ value: flag, label: t(`flag_${flag}`) }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <StockTiles
        meta={levels.data?.meta}
        loading={levels.isPending}
        flag={query.flag}
        onShowOnly={(flag) => setFilters({ ...filters, flag })}
      />
      <AdaptiveTable<StockLevel>
        rowKey={rowKeyOf}
        columns={columns}
        dataSource={levels.data?.list ?? []}
        loading={listLoading(levels)}
        pagination={pagination}
        locale={{ emptyText: t('emptyLevels') }}
        scroll={{ x: 1500 }}
        onRow={(level) => ({
          onClick: () => open(level),
          onKeyDown: (event) => {
            if (event.key === 'Enter') {
              open(level);
            }
          },
          tabIndex: 0,
          style: {
            cursor: 'pointer',
            ...(level.on_hand < 0 ? { background: NEGATIVE_ROW_BACKGROUND } : {}),
          },
        })}
        phoneCard={levelCard}
      />
    </Card>
  );
}

/** The figures of everything the filters select; the alert counts narrow the list to their goods. */
function StockTiles({
  meta,
  loading,
  flag,
  onShowOnly,
}: {
  meta: StockLevelPage['meta'] | undefined;
  loading: boolean;
  flag: StockFlag | undefined;
  onShowOnly: (flag: StockFlag) => void;
}) {
  const { t } = useTranslation('stockLevels');
  const alert = (kind: StockFlag, count: number | undefined, color: string, hint: string) => (
    <Card
      size="small"
      extra={
        <Button type="link" size="small" disabled={!count || flag === kind} onClick={() => onShowOnly(kind)}>
          {t('showOnly')}
        </Button>
      }
      title={t(kind === 'negative' ? 'negativeCount' : 'lowCount')}
      // Half a phone's width: the title wraps rather than be cut to "负库…" beside its link.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <Statistic value={count ?? '—'} loading={loading} styles={{ content: count ? { color } : undefined }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </Card>
  );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8}>
        <Card size="small" title={t('stockValue')}>
          <Statistic value={meta ? formatFen(meta.value_fen) : '—'} loading={loading} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('stockValueHint')}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={8}>
        {alert('negative', meta?.negative_count, NEGATIVE_COLOR, t('negativeHint'))}
      </Col>
      <Col xs={12} md={8}>
        {alert('low', meta?.low_count, LOW_COLOR, t('lowHint', { days: LOW_STOCK_DAYS, rateDays: SALES_RATE_DAYS }))}
      </Col>
    </Row>
  );
}
