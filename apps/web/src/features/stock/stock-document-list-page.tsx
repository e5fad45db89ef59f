import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type {
  ListStockDocumentsQuery,
  StockDocument,
  StockDocumentDetail,
  StockDocumentStatus,
  StockDocumentType,
} from '@tm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showApiError } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { SheetExportButtons, SheetExportProgress, useSheetExport } from '../../shared/sheet-export';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { StockDocumentFormModal } from './stock-document-form-modal';
import { DocumentLink, DocumentStatusTag, ReversalTags } from './stock-document-tags';
import { countedAmount } from './stock-format';
import { documentPathOf, isPurchase, LIST_ROUTE_NAMES, STATUSES_OF } from './stock-document-types';
import {
  downloadStockDocuments,
  stockDocumentQuery,
  useDeleteStockDocument,
  useStockDocuments,
} from './stock-documents.api';
import { stockDocumentsMessages } from './stock-documents.messages';
import { SupplierPicker } from './supplier-picker';

registerMessages('stockDocuments', stockDocumentsMessages);

type Filters = {
  q?: string | undefined;
  shop_id?: number | undefined;
  supplier_id?: number | undefined;
  status?: string | undefined;
  /** China days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
};
type FormValues = Omit<Filters, 'from' | 'to'> & { days?: [Dayjs, Dayjs] | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's query from the address: only what this type knows, so a hand-edited link cannot break it. */
function documentsQueryOf(
  type: StockDocumentType,
  filters: Filters,
): Omit<ListStockDocumentsQuery, 'page' | 'per_page'> {
  const status = STATUSES_OF[type].find((known) => known === filters.status);
  return {
    type,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.shop_id ? { shop_id: filters.shop_id } : {}),
    ...(filters.supplier_id && isPurchase(type) ? { supplier_id: filters.supplier_id } : {}),
    ...(status ? { status } : {}),
    ...(filters.from && DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(filters.to && DAY.test(filters.to) ? { to: filters.to } : {}),
  };
}

/**
 * The list of one type of stock document (`stockMng/importOrder`, `importReceipt`, `exchangeList`,
 * `importReturn`, `stockCheck`, `stockLoss`): filtered in the address, exported as filtered, with
 * drafts edited and deleted in place and every document opened on its own page.
 */
export function StockDocumentListPage({ type }: { type: StockDocumentType }) {
  const { t } = useTranslation('stockDocuments');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['shop_id', 'supplier_id']);
  const [form] = Form.useForm<FormValues>();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StockDocumentDetail | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const query = documentsQueryOf(type, filters);
  const documents = useStockDocuments({ ...query, ...paging });
  const pagination = usePagination(paging, documents.data?.meta.total, setPaging);
  const remove = useDeleteStockDocument();
  const confirmDelete = useConfirmDelete();
  const purchase = isPurchase(type);

  useEffect(() => {
    form.setFieldsValue({
      q: filters.q,
      shop_id: filters.shop_id,
      supplier_id: filters.supplier_id,
      status: filters.status,
      days: filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null,
    });
  }, [form, filters.q, filters.shop_id, filters.supplier_id, filters.status, filters.from, filters.to]);

  const search = ({ days, ...values }: FormValues) =>
    setFilters({
      ...values,
      q: values.q?.trim(),
      from: days?.[0].format('YYYY-MM-DD'),
      to: days?.[1].format('YYYY-MM-DD'),
    });

  const { exporting, exportAs } = useSheetExport((format, onProgress) =>
    downloadStockDocuments({ ...query, format }, onProgress),
  );

  /** A draft's lines are not in the list: they are fetched before its form opens. */
  const edit = async (document: StockDocument) => {
    setOpening(document.id);
    try {
      setEditing(await queryClient.fetchQuery(stockDocumentQuery(document.id)));
    } catch (error) {
      showApiError(error);
    } finally {
      setOpening(null);
    }
  };

  const draftName = (document: StockDocument) =>
    t('draftName', {
      type: t(`typeInText_${type}`),
      shop: document.shop.name,
      time: formatTime(document.created_time),
    });

  const columns: TableColumnsType<StockDocument> = [
    {
      title: t('number'),
      key: 'number',
      width: 170,
      render: (_, document) => (
        <Space orientation="vertical" size={2}>
          <Link to={documentPathOf(document.type, document.id)}>
            {document.number ?? <Typography.Text type="secondary">{t('draft')}</Typography.Text>}
          </Link>
          <ReversalTags document={document} />
        </Space>
      ),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 100,
      render: (status: StockDocumentStatus) => <DocumentStatusTag status={status} />,
    },
    ...(type === 'transfer'
      ? [
          { title: t('sendingShop'), key: 'shop', width: 140, render: (_: unknown, d: StockDocument) => d.shop.name },
          {
            title: t('receivingShop'),
            key: 'target_shop',
            width: 140,
            render: (_: unknown, d: StockDocument) => d.target_shop?.name ?? '—',
          },
        ]
      : [{ title: t('shop'), key: 'shop', width: 140, render: (_: unknown, d: StockDocument) => d.shop.name }]),
    ...(purchase
      ? [
          {
            title: t('supplier'),
            key: 'supplier',
            width: 160,
            ellipsis: true,
            render: (_: unknown, d: StockDocument) => d.supplier?.name ?? '—',
          },
        ]
      : []),
    ...(type === 'receipt'
      ? [
          {
            title: t('order'),
            key: 'order',
            width: 110,
            render: (_: unknown, d: StockDocument) =>
              d.order ? <DocumentLink type="purchase_order" reference={d.order} /> : '—',
          },
        ]
      : []),
    ...(type === 'purchase_return'
      ? [
          {
            title: t('receipt'),
            key: 'receipt',
            width: 110,
            render: (_: unknown, d: StockDocument) =>
              d.receipt ? <DocumentLink type="receipt" reference={d.receipt} /> : '—',
          },
        ]
      : []),
    ...(type === 'purchase_order'
      ? [
          {
            title: t('expectedDate'),
            dataIndex: 'expected_date',
            width: 110,
            render: (day: string | null) => day ?? '—',
          },
        ]
      : []),
    ...(type === 'loss'
      ? [
          {
            title: t('lossReason'),
            dataIndex: 'loss_reason',
            width: 100,
            render: (reason: string | null) => (reason ? <Tag>{t(`reason_${reason}`)}</Tag> : '—'),
          },
        ]
      : []),
    ...(type === 'stocktake'
      ? [
          {
            title: t('stocktakeScope'),
            dataIndex: 'category',
            width: 110,
            render: (category: string) => category || t('allGoods'),
          },
        ]
      : []),
    { title: t('linesCount'), dataIndex: 'lines_count', width: 70, align: 'right' },
    {
      title: type === 'stocktake' ? t('differenceAmount') : t('amount'),
      dataIndex: 'amount_fen',
      width: 120,
      align: 'right',
      // Transfers and losses are valued at cost when posted: a draft has no amount yet.
      render: (fen: number, document) =>
        document.status === 'draft' && (type === 'transfer' || type === 'loss') ? (
          '—'
        ) : (
          <Typography.Text type={countedAmount(fen, document) < 0 ? 'danger' : undefined}>
            {formatFen(countedAmount(fen, document))}
          </Typography.Text>
        ),
    },
    { title: t('createdTime'), dataIndex: 'created_time', width: 140, render: formatTime },
    { title: t(`postedTime_${type}`), dataIndex: 'posted_time', width: 140, render: formatTime },
    { title: t('notes'), dataIndex: 'notes', ellipsis: true },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_, document) => (
        <Space wrap size={0}>
          <Button type="link" size="small" onClick={() => void navigate(documentPathOf(document.type, document.id))}>
            {t('open')}
          </Button>
          {document.status === 'draft' && (
            <>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                loading={opening === document.id}
                onClick={() => void edit(document)}
              >
                {t('common:edit')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmDelete(draftName(document), () => remove.mutateAsync(document.id))}
              >
                {t('common:delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t(`shell:${LIST_ROUTE_NAMES[type]}`)}
      extra={
        <Space>
          <SheetExportButtons exporting={exporting} exportAs={exportAs} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('newOf', { type: t(`typeInText_${type}`) })}
          </Button>
        </Space>
      }
    >
      <SheetExportProgress exporting={exporting} total={documents.data?.meta.total} />
      <Form<FormValues>
        form={form}
        name="stock-document-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input
            placeholder={t('searchDocuments')}
            aria-label={t('searchDocuments')}
            allowClear
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="shop_id">
          <ShopPicker />
        </Form.Item>
        {purchase && (
          <Form.Item name="supplier_id">
            <SupplierPicker includeDisabled />
          </Form.Item>
        )}
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 130 }}
            options={STATUSES_OF[type].map((status) => ({ value: status, label: t(`status_${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="days">
          <DatePicker.RangePicker aria-label={t('days')} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <Table<StockDocument>
        rowKey="id"
        columns={columns}
        dataSource={documents.data?.list ?? []}
        loading={listLoading(documents)}
        scroll={{ x: 1500 }}
        pagination={pagination}
        locale={{ emptyText: t('emptyDocuments', { type: t(`typeInText_${type}`) }) }}
      />
      <StockDocumentFormModal
        open={creating}
        type={type}
        onClose={() => setCreating(false)}
        onCreated={(created) => void navigate(documentPathOf(created.type, created.id))}
      />
      <StockDocumentFormModal
        open={editing !== null}
        type={type}
        document={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

// The route table's pages: one list per type.
export const PurchaseOrderListPage = () => <StockDocumentListPage type="purchase_order" />;
export const ReceiptListPage = () => <StockDocumentListPage type="receipt" />;
export const TransferListPage = () => <StockDocumentListPage type="transfer" />;
export const PurchaseReturnListPage = () => <StockDocumentListPage type="purchase_return" />;
export const StocktakeListPage = () => <StockDocumentListPage type="stocktake" />;
export const LossListPage = () => <StockDocumentListPage type="loss" />;
