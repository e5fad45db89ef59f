import {
  CameraOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  EditOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  SendOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { GOODS_SORTS, type Good, type GoodListItem, type GoodsSort, type ListGoodsQuery } from '@tm/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { columnsWidth, SELECTION_COLUMN_WIDTH, usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import type { PhoneCard } from '../../shared/phone-cards';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { useIsSystemAdmin, useMayDelete } from '../../shared/session';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { perUnitText, PRICING_MODE_KEYS, priceUnitOf, unitPriceText } from '../../shared/unit-price';
import { GoodFormModal } from './good-form-modal';
import { GoodBatchPriceModal } from './good-batch-price-modal';
import { GoodImportModal } from './good-import-modal';
import { GoodPhotoModal } from './good-photo-modal';
import { GoodDeliveryDrawer } from '../deliveries/good-delivery-drawer';
import { GoodZonePrices } from '../prices/good-zone-prices';
import { usePriceArea } from '../prices/use-price-area';
import { GoodFitTag } from '../scale-fit/fit-problems';
import { useGoodsFit } from '../scale-fit/scale-fit.api';
import { downloadExport, useBatchOnSale, useDeleteGood, useGoods, usePriceHistory, useUpdateGood } from './goods.api';
import { goodsMessages } from './goods.messages';

registerMessages('goods', goodsMessages);

type Filters = {
  q?: string | undefined;
  category?: string | undefined;
  on_sale?: string | undefined;
  company_id?: number | undefined;
  sort?: string | undefined;
};

const isGoodsSort = (value: string | undefined): value is GoodsSort => GOODS_SORTS.some((sort) => sort === value);

/** The columns the list sorts by, named as the API's orders are. */
type SortKey = 'plu' | 'price' | 'updated';

function PriceHistory({ good }: { good: Good }) {
  const { t } = useTranslation('goods');
  const history = usePriceHistory(good.id);
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      loading={listLoading(history)}
      dataSource={history.data ?? []}
      columns={[
        { title: t('changedTime'), dataIndex: 'changed_time', render: formatTime },
        {
          title: t('oldPrice'),
          dataIndex: 'old_price',
          render: (fen: number | null) => (fen === null ? '—' : formatFen(fen)),
        },
        { title: t('newPrice'), dataIndex: 'new_price', render: formatFen },
        { title: t('changedBy'), dataIndex: 'changed_by' },
      ]}
    />
  );
}

/** A row action shown as its icon alone, named by its tooltip and for screen readers. */
function IconAction({
  label,
  icon,
  danger,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button type="link" size="small" icon={icon} danger={danger} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

/** `goodMng/goodList`: the company's PLU records. */
export function GoodListPage() {
  const { t } = useTranslation('goods');
  const isAdmin = useIsSystemAdmin();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const { on_sale: onSale, sort, ...rest } = filters;
  const query: ListGoodsQuery = {
    ...rest,
    ...(onSale === '0' || onSale === '1' ? { on_sale: onSale } : {}),
    ...(isGoodsSort(sort) ? { sort } : {}),
    ...paging,
  };
  // The order a column shows: PLU ascending when none is chosen, as the list is then.
  const sortOrderOf = (key: SortKey) =>
    sort === `-${key}`
      ? ('descend' as const)
      : sort === key || (key === 'plu' && !isGoodsSort(sort))
        ? ('ascend' as const)
        : null;
  const sortable = (key: SortKey) => ({ key, sorter: true, sortOrder: sortOrderOf(key) });
  const goods = useGoods(query);
  const pagination = usePagination(paging, goods.data?.meta.total, setPaging);
  const fit = useGoodsFit((goods.data?.list ?? []).map((good) => good.id));
  const remove = useDeleteGood();
  const confirmDelete = useConfirmDelete();
  const mayDelete = useMayDelete();
  const update = useUpdateGood();
  const [editing, setEditing] = useState<{ good?: Good } | null>(null);
  const [historyOf, setHistoryOf] = useState<Good | null>(null);
  const [deliveryOf, setDeliveryOf] = useState<Good | null>(null);
  const [photoOf, setPhotoOf] = useState<Good | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  // The rows themselves, not only their ids: the batch price says when their units differ.
  const [selected, setSelected] = useState<GoodListItem[]>([]);
  const selectedIds = selected.map((good) => good.id);
  const [pricing, setPricing] = useState<GoodListItem[] | null>(null);
  const onSaleBatch = useBatchOnSale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const navigate = useNavigate();
  const { batchListPath } = usePriceArea();

  const setSale = (onSaleNow: boolean) =>
    onSaleBatch.mutate(
      { good_ids: selectedIds, on_sale: onSaleNow },
      {
        onSuccess: (result) => {
          void message.success(t('batchDone', { changed: result.changed }));
          setSelected([]);
        },
      },
    );
  const exportAs = (format: 'xlsx' | 'csv') => {
    setExporting(true);
    downloadExport(query, format)
      .catch(showApiError)
      .finally(() => setExporting(false));
  };

  useEffect(() => {
    form.setFieldsValue({ q: undefined, category: undefined, on_sale: undefined, company_id: undefined, ...filters });
  }, [form, filters.q, filters.category, filters.on_sale, filters.company_id]); // eslint-disable-line react-hooks/exhaustive-deps

  const search = (values: Filters) =>
    setFilters({
      q: values.q?.trim(),
      category: values.category?.trim(),
      on_sale: values.on_sale,
      company_id: values.company_id,
      sort,
    });

  const priceOf = (good: Good) => unitPriceText(t, good.unit_price, priceUnitOf(good));
  const pricingModeOf = (good: Good) => t(PRICING_MODE_KEYS[good.pricing_mode]);
  const fitOf = (good: Good) => fit.data?.find((entry) => entry.good_id === good.id);
  const onSaleSwitch = (good: Good) => (
    <Switch
      size="small"
      checked={good.on_sale}
      aria-label={`${t('onSale')} ${good.plu}`}
      onChange={(checked) => update.mutate({ id: good.id, body: { on_sale: checked } })}
    />
  );
  const actionsOf = (good: GoodListItem) => (
    <Space size={0}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ good })}>
        {t('common:edit')}
      </Button>
      <IconAction label={t('priceHistory')} icon={<HistoryOutlined />} onClick={() => setHistoryOf(good)} />
      <IconAction label={t('deliveries:deliveryAction')} icon={<SendOutlined />} onClick={() => setDeliveryOf(good)} />
      <IconAction label={t('photo')} icon={<CameraOutlined />} onClick={() => setPhotoOf(good)} />
      {mayDelete && (
        <IconAction
          label={t('common:delete')}
          icon={<DeleteOutlined />}
          danger
          onClick={() => confirmDelete(good.name_lines[0] ?? String(good.plu), () => remove.mutateAsync(good.id))}
        />
      )}
    </Space>
  );

  const emptyList = <Empty description={t('emptyHint')} />;
  // On a phone: the name and price first, where the table puts them behind the picture, PLU and item
  // code. Selecting goods for the batch actions stays with the table, on a wider screen.
  const goodCard = (good: GoodListItem): PhoneCard => ({
    title: good.name_lines.join(' '),
    extra: `PLU ${good.plu}`,
    body: (
      <>
        <Flex wrap align="baseline" gap={8}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {priceOf(good)}
          </Typography.Text>
          <Typography.Text type="secondary">{pricingModeOf(good)}</Typography.Text>
          {good.category && <Tag>{good.category}</Tag>}
          {isAdmin && <Typography.Text type="secondary">{good.company_name}</Typography.Text>}
        </Flex>
        <Flex wrap align="center" justify="space-between" gap={8} style={{ marginTop: 8 }}>
          <Flex align="center" gap={8}>
            {onSaleSwitch(good)}
            <Typography.Text type="secondary">{t('onSale')}</Typography.Text>
            {/* A card names only what is wrong; the table's "—" says there is nothing. */}
            {fitOf(good)?.scales.length ? <GoodFitTag fit={fitOf(good)} /> : null}
          </Flex>
          {actionsOf(good)}
        </Flex>
      </>
    ),
  });

  const columns: TableColumnsType<GoodListItem> = [
    {
      title: t('image'),
      dataIndex: 'img_url',
      // Wide enough for its heading in English, like the category's.
      width: 80,
      render: (url: string) => (
        <Avatar alt="" shape="square" src={url || undefined}>
          {url ? null : '—'}
        </Avatar>
      ),
    },
    { title: t('plu'), dataIndex: 'plu', width: 90, ...sortable('plu') },
    { title: t('itemCode'), dataIndex: 'item_code', width: 100 },
    { title: t('name'), dataIndex: 'name_lines', width: 200, render: (lines: string[]) => lines.join(' ') },
    ...(isAdmin ? [{ title: t('company'), dataIndex: 'company_name', width: 140, ellipsis: true }] : []),
    { title: t('price'), width: 130, align: 'right', render: (_, good) => priceOf(good), ...sortable('price') },
    {
      title: t('pricingMode'),
      dataIndex: 'pricing_mode',
      width: 110,
      render: (_, good) => pricingModeOf(good),
    },
    { title: t('category'), dataIndex: 'category', width: 100, render: (c: string) => (c ? <Tag>{c}</Tag> : '—') },
    {
      title: t('onSale'),
      dataIndex: 'on_sale',
      width: 96,
      render: (_, good) => onSaleSwitch(good),
    },
    {
      title: t('scaleFit:column'),
      key: 'fit',
      width: 150,
      render: (_, good) => <GoodFitTag fit={fitOf(good)} />,
    },
    { title: t('updated'), dataIndex: 'last_modified_time', width: 160, render: formatTime, ...sortable('updated') },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 200,
      // The actions stay in view while the other columns scroll under them: editing in words, the
      // rarer ones as icons that say what they do on hover and to screen readers.
      fixed: 'end',
      render: (_, good) => actionsOf(good),
    },
  ];

  return (
    <Card
      title={t('shell:goodList')}
      extra={
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
          <Dropdown
            menu={{
              items: [
                { key: 'xlsx', label: t('exportXlsx') },
                { key: 'csv', label: t('exportCsv') },
              ],
              onClick: ({ key }) => exportAs(key === 'csv' ? 'csv' : 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined />} loading={exporting}>
              {t('export')} <DownOutlined />
            </Button>
          </Dropdown>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('createGood')}
          </Button>
        </Space>
      }
    >
      <Form<Filters>
        form={form}
        name="good-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker filter />
          </Form.Item>
        )}
        <Form.Item name="q">
          <Input placeholder={t('search')} aria-label={t('search')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category">
          <Input placeholder={t('allCategories')} aria-label={t('category')} allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="on_sale">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('onSale')}
            style={{ width: 100 }}
            options={[
              { value: '1', label: t('onSaleOnly') },
              { value: '0', label: t('offSaleOnly') },
            ]}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('selectedCount', { count: selected.length })}
          action={
            <Space wrap>
              <Button size="small" onClick={() => setPricing(selected)}>
                {t('batchPrice')}
              </Button>
              <Button
                size="small"
                icon={<FieldTimeOutlined />}
                onClick={() => void navigate(`${batchListPath}?new=change&goods=${selectedIds.join(',')}`)}
              >
                {t('prices:scheduleChange')}
              </Button>
              <Button size="small" loading={onSaleBatch.isPending} onClick={() => setSale(true)}>
                {t('batchOnSale')}
              </Button>
              <Button size="small" loading={onSaleBatch.isPending} onClick={() => setSale(false)}>
                {t('batchOffSale')}
              </Button>
              <Button size="small" type="link" onClick={() => setSelected([])}>
                {t('clearSelection')}
              </Button>
            </Space>
          }
        />
      )}
      <AdaptiveTable<GoodListItem>
        rowKey="id"
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
        }}
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={listLoading(goods)}
        scroll={{ x: columnsWidth(columns, SELECTION_COLUMN_WIDTH) }}
        locale={{ emptyText: emptyList }}
        pagination={pagination}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort') {
            return;
          }
          const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = chosen?.order ? String(chosen.columnKey) : undefined;
          setFilters({ ...filters, sort: key && `${chosen?.order === 'descend' ? '-' : ''}${key}` });
        }}
        phoneCard={goodCard}
      />
      <GoodFormModal
        open={editing !== null}
        good={editing?.good}
        chooseCompany={isAdmin}
        onClose={() => setEditing(null)}
      />
      <GoodImportModal
        open={importing}
        companyId={filters.company_id}
        needsCompany={isAdmin}
        onClose={() => setImporting(false)}
      />
      <GoodPhotoModal good={photoOf} onClose={() => setPhotoOf(null)} />
      <GoodBatchPriceModal
        goods={pricing}
        onClose={(changed) => {
          setPricing(null);
          if (changed) {
            setSelected([]);
          }
        }}
      />
      <Drawer
        open={historyOf !== null}
        title={historyOf ? `${t('priceHistory')} · ${historyOf.name_lines[0] ?? ''}` : ''}
        onClose={() => setHistoryOf(null)}
        destroyOnHidden
        size="large"
      >
        {historyOf && (
          <Flex vertical gap={24}>
            <GoodZonePrices goodId={historyOf.id} unit={perUnitText(t, priceUnitOf(historyOf))} />
            <section aria-label={t('prices:priceHistoryBase')}>
              <Typography.Title level={5}>{t('prices:priceHistoryBase')}</Typography.Title>
              <PriceHistory good={historyOf} />
            </section>
          </Flex>
        )}
      </Drawer>
      <GoodDeliveryDrawer good={deliveryOf} onClose={() => setDeliveryOf(null)} />
    </Card>
  );
}
