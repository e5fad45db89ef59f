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
  Flex,
  Form,
  Input,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { SheetExportButtons, SheetExportProgress, useSheetExport } from '../../shared/sheet-export';
import { CardFacts, type PhoneCard } from '../../shared/phone-cards';
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
  const emptyText = t('emptyDocuments', { type: t(`typeInText_${type}`) });

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

  const numberOf = (document: StockDocument) => (
    <Space orientation="vertical" size={2}>
      <Link to={documentPathOf(document.type, document.id)}>
        {document.number ?? <Typography.Text type="secondary">{t('noNumber')}</Typography.Text>}
      </Link>
      <ReversalTags document={document} />
    </Space>
  );
  // Transfers and losses are valued at cost when posted: a draft has no amount yet.
  const amountOf = (document: StockDocument) =>
    document.status === 'draft' && (type === 'transfer' || type === 'loss') ? (
      '—'
    ) : (
      <Typography.Text type={countedAmount(document.amount_fen, document) < 0 ? 'danger' : undefined}>
        {formatFen(countedAmount(document.amount_fen, document))}
      </Typography.Text>
    );
  const amountTitle = type === 'stocktake' ? t('differenceAmount') : t('amount');

  /** What only this type of document says: its shops, supplier, order, reason or scope. */
  const typeFacts: { key: string; title: string; width: number; render: (d: StockDocument) => ReactNode }[] = [
    ...(type === 'transfer'
      ? [
          { key: 'shop', title: t('sendingShop'), width: 140, render: (d: StockDocument) => d.shop.name },
          {
            key: 'target_shop',
            title: t('receivingShop'),
            width: 140,
            render: (d: StockDocument) => d.target_shop?.name ?? '—',
          },
        ]
      : [{ key: 'shop', title: t('shop'), width: 140, render: (d: StockDocument) => d.shop.name }]),
    ...(purchase
      ? [{ key: 'supplier', title: t('supplier'), width: 160, render: (d: StockDocument) => d.supplier?.name ?? '—' }]
      : []),
    ...(type === 'receipt'
      ? [
          {
            key: 'order',
            title: t('order'),
            width: 110,
            render: (d: StockDocument) => (d.order ? <DocumentLink type="purchase_order" reference={d.order} /> : '—'),
          },
        ]
      : []),
    ...(type === 'purchase_return'
      ? [
          {
            key: 'receipt',
            title: t('receipt'),
            width: 110,
            render: (d: StockDocument) => (d.receipt ? <DocumentLink type="receipt" reference={d.receipt} /> : '—'),
          },
        ]
      : []),
    ...(type === 'purchase_order'
      ? [
          {
            key: 'expected_date',
            title: t('expectedDate'),
            width: 110,
            render: (d: StockDocument) => d.expected_date ?? '—',
          },
        ]
      : []),
    ...(type === 'loss'
      ? [
          {
            key: 'loss_reason',
            title: t('lossReason'),
            width: 100,
            render: (d: StockDocument) => (d.loss_reason ? <Tag>{t(`reason_${d.loss_reason}`)}</Tag> : '—'),
          },
        ]
      : []),
    ...(type === 'stocktake'
      ? [
          {
            key: 'category',
            title: t('stocktakeScope'),
            width: 110,
            render: (d: StockDocument) => d.category || t('allGoods'),
          },
        ]
      : []),
  ];

  const actionsOf = (document: StockDocument, withOpen: boolean) => (
    <Space wrap size={0}>
      {withOpen && (
        <Button type="link" size="small" onClick={() => void navigate(documentPathOf(document.type, document.id))}>
          {t('open')}
        </Button>
      )}
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
  );

  const columns: TableColumnsType<StockDocument> = [
    { title: t('number'), key: 'number', width: 170, render: (_, document) => numberOf(document) },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 100,
      render: (status: StockDocumentStatus) => <DocumentStatusTag status={status} />,
    },
    ...typeFacts.map(({ key, title, width, render }) => ({
      key,
      title,
      width,
      ellipsis: key === 'supplier',
      render: (_: unknown, d: StockDocument) => render(d),
    })),
    { title: t('linesCount'), dataIndex: 'lines_count', width: 70, align: 'right' },
    { title: amountTitle, key: 'amount', width: 120, align: 'right', render: (_, document) => amountOf(document) },
    { title: t('createdTime'), dataIndex: 'created_time', width: 140, render: formatTime },
    { title: t(`postedTime_${type}`), dataIndex: 'posted_time', width: 140, render: formatTime },
    { title: t('notes'), dataIndex: 'notes', ellipsis: true },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_, document) => actionsOf(document, true),
    },
  ];

  // On a phone: the number (which opens it) and status, then what the table's columns say.
  const documentCard = (document: StockDocument): PhoneCard => ({
    title: numberOf(document),
    extra: <DocumentStatusTag status={document.status} />,
    body: (
      <>
        <CardFacts
          facts={[
            ...typeFacts.map(({ key, title, render }) => ({ key, label: title, value: render(document) })),
            { key: 'lines', label: t('linesCount'), value: document.lines_count },
            { key: 'amount', label: amountTitle, value: amountOf(document) },
            document.posted_time
              ? { key: 'posted', label: t(`postedTime_${type}`), value: formatTime(document.posted_time) }
              : { key: 'created', label: t('createdTime'), value: formatTime(document.created_time) },
          ]}
        />
        {document.notes && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0' }}>
            {document.notes}
          </Typography.Paragraph>
        )}
        {document.status === 'draft' && <Flex justify="flex-end">{actionsOf(document, false)}</Flex>}
      </>
    ),
  });

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
          <ShopPicker filter />
        </Form.Item>
        {purchase && (
          <Form.Item name="supplier_id">
            <SupplierPicker filter includeDisabled />
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
      <AdaptiveTable<StockDocument>
        rowKey="id"
        columns={columns}
        dataSource={documents.data?.list ?? []}
        loading={listLoading(documents)}
        scroll={{ x: 1500 }}
        pagination={pagination}
        locale={{ emptyText }}
        phoneCard={documentCard}
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
