import { ArrowLeftOutlined } from '@ant-design/icons';
import type { StockDocumentDetail, StockDocumentType, StockLine } from '@tm/contracts';
import { Button, Card, Descriptions, Result, Space, Table, type DescriptionsProps, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { DocumentActions } from './stock-document-actions';
import { StocktakeLines, useCountEdits } from './stock-document-counts';
import './stock-document-print.css';
import { DocumentLink, DocumentStatusTag, ReversalTags } from './stock-document-tags';
import { documentPathOf, isPurchase, listPathOf } from './stock-document-types';
import { useStockDocument } from './stock-documents.api';
import { stockDocumentsMessages } from './stock-documents.messages';
import { countedAmount, formatStockQuantity, formatUnitCost } from './stock-format';

registerMessages('stockDocuments', stockDocumentsMessages);

/**
 * `stockMng/<type's list>/{id}`: one document of any type, its header, lines and totals, and what may
 * be done with it now. It is also its own print view: printing leaves out the console's menu,
 * header and buttons and adds the company's heading and the signature lines (an A4 sheet).
 */
export function StockDocumentPage() {
  const { t } = useTranslation('stockDocuments');
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const document = useStockDocument(isValidId ? id : 0);

  if (!isValidId || document.isError) {
    return (
      <Card>
        <Result
          status="404"
          title={t('documentMissing')}
          extra={<Button onClick={() => void navigate(-1)}>{t('back')}</Button>}
        />
      </Card>
    );
  }
  if (!document.data) {
    return <Card loading />;
  }
  const path = documentPathOf(document.data.type, id);
  if (location.pathname !== path) {
    // An address under another type's list: the document's own address, so its breadcrumb is right.
    return <Navigate to={path} replace />;
  }
  return <DocumentView document={document.data} />;
}

function DocumentView({ document }: { document: StockDocumentDetail }) {
  const { t } = useTranslation('stockDocuments');
  const counts = useCountEdits(document);
  const type = document.type;
  return (
    <div className="stock-document">
      <Card
        title={
          <Space wrap>
            <Link to={listPathOf(type)} title={t('backToList')} aria-label={t('backToList')}>
              <ArrowLeftOutlined />
            </Link>
            {/* A draft has no number until it posts; its status tag says 草稿 once. */}
            <span>
              {t(`type_${type}`)} {document.number}
            </span>
            <DocumentStatusTag status={document.status} />
            <ReversalTags document={document} />
          </Space>
        }
        extra={<DocumentActions document={document} counts={counts} />}
      >
        <PrintHeading document={document} />
        <DocumentHeader document={document} />
        <div style={{ marginTop: 16 }}>
          {type === 'stocktake' ? (
            <StocktakeLines document={document} edits={counts} />
          ) : (
            <DocumentLines document={document} />
          )}
        </div>
        <Signatures type={type} />
      </Card>
    </div>
  );
}

/** The sheet's heading on paper: whose document it is, what it is, its number and day. */
function PrintHeading({ document }: { document: StockDocumentDetail }) {
  const { t } = useTranslation('stockDocuments');
  const company = useSession()?.company_info?.name;
  const day = dayjs(document.posted_time ?? document.created_time).format('YYYY-MM-DD');
  return (
    <div className="stock-print-only stock-print-heading">
      {company && <div className="stock-print-company">{company}</div>}
      <h1>{t(`type_${document.type}`)}</h1>
      <div className="stock-print-meta">
        <span>
          {t('number')}: {document.number ?? t('noNumber')}
        </span>
        <span>
          {t('documentDate')}: {day}
        </span>
        <span>
          {t('status')}: {t(`status_${document.status}`)}
        </span>
      </div>
    </div>
  );
}

function DocumentHeader({ document }: { document: StockDocumentDetail }) {
  const { t } = useTranslation('stockDocuments');
  const type = document.type;
  const by = (person: { name: string } | null, time: string | null) =>
    time ? `${person?.name ?? '—'} · ${formatTime(time)}` : '—';

  const items: DescriptionsProps['items'] = [
    type === 'transfer'
      ? { key: 'shop', label: t('sendingShop'), children: document.shop.name }
      : { key: 'shop', label: t('shop'), children: document.shop.name },
  ];
  if (type === 'transfer') {
    items.push({ key: 'target', label: t('receivingShop'), children: document.target_shop?.name ?? '—' });
  }
  if (isPurchase(type)) {
    items.push({ key: 'supplier', label: t('supplier'), children: document.supplier?.name ?? '—' });
  }
  if (type === 'receipt') {
    items.push({
      key: 'order',
      label: t('order'),
      children: document.order ? <DocumentLink type="purchase_order" reference={document.order} /> : t('noOrder'),
    });
  }
  if (type === 'purchase_return') {
    items.push({
      key: 'receipt',
      label: t('receipt'),
      children: document.receipt ? <DocumentLink type="receipt" reference={document.receipt} /> : t('noReceipt'),
    });
  }
  if (type === 'purchase_order') {
    items.push({ key: 'expected', label: t('expectedDate'), children: document.expected_date ?? '—' });
  }
  if (type === 'loss') {
    items.push({
      key: 'reason',
      label: t('lossReason'),
      children: document.loss_reason ? t(`reason_${document.loss_reason}`) : '—',
    });
  }
  if (type === 'stocktake') {
    items.push({ key: 'scope', label: t('stocktakeScope'), children: document.category || t('allGoods') });
  }
  if (document.reverses) {
    items.push({
      key: 'reverses',
      label: t('reversalOf'),
      children: <DocumentLink type={document.type} reference={document.reverses} />,
    });
  }
  if (document.reversed_by) {
    items.push({
      key: 'reversed',
      label: t('reversedBy'),
      children: <DocumentLink type={document.type} reference={document.reversed_by} />,
    });
  }
  items.push(
    { key: 'created', label: t('createdBy'), children: by(document.created_by, document.created_time) },
    { key: 'posted', label: t(`postedBy_${type}`), children: by(document.posted_by, document.posted_time) },
  );
  if (type === 'transfer') {
    items.push({ key: 'received', label: t('receivedTime'), children: formatTime(document.received_time) });
  }
  items.push({ key: 'notes', label: t('notes'), span: 'filled', children: document.notes || '—' });

  return <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

/** Lines of every type but a stocktake: quantities, and for an order what came so far. */
function DocumentLines({ document }: { document: StockDocumentDetail }) {
  const { t } = useTranslation('stockDocuments');
  const type = document.type;
  const pieces = (count: number) => t('pieces', { count });
  const quantity = (value: number | null, line: StockLine) =>
    value === null ? '—' : formatStockQuantity(value, line.unit, pieces);

  const columns: TableColumnsType<StockLine> = [
    { title: '#', dataIndex: 'line_no', width: 50 },
    { title: 'PLU', dataIndex: 'plu', width: 80 },
    { title: t('good'), dataIndex: 'good_name', className: 'stock-line-good' },
    {
      title: t('quantity'),
      dataIndex: 'quantity',
      width: 120,
      align: 'right',
      render: (value: number | null, line) => quantity(value, line),
    },
  ];
  if (type === 'purchase_order') {
    columns.push(
      {
        title: t('receivedSoFar'),
        dataIndex: 'done_quantity',
        width: 120,
        align: 'right',
        render: (value: number, line) => quantity(value, line),
      },
      {
        title: t('stillOpen'),
        key: 'open',
        width: 120,
        align: 'right',
        render: (_, line) => quantity(Math.max(0, (line.quantity ?? 0) - line.done_quantity), line),
      },
    );
  }
  if (type === 'receipt') {
    columns.push({
      title: t('returnedSoFar'),
      dataIndex: 'done_quantity',
      width: 120,
      align: 'right',
      render: (value: number, line) => (value > 0 ? quantity(value, line) : '—'),
    });
  }
  columns.push(
    {
      title: isPurchase(type) ? t('purchasePrice') : t('unitCost'),
      dataIndex: 'unit_cost_fen',
      width: 120,
      align: 'right',
      render: (fen: number | null, line) => (fen === null ? '—' : formatUnitCost(fen, line.unit, t('perPiece'))),
    },
    {
      title: t('amount'),
      dataIndex: 'amount_fen',
      width: 120,
      align: 'right',
      render: (fen: number | null) => (fen === null ? '—' : formatFen(countedAmount(fen, document))),
    },
    { title: t('lineNote'), dataIndex: 'note', width: 160, render: (note: string) => note || '' },
  );

  return (
    <Table<StockLine>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={document.lines}
      pagination={false}
      locale={{ emptyText: t('noLines') }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={columns.length - 2}>
            <strong>{t('documentTotal', { count: document.lines.length })}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong>
              {document.status === 'draft' && !isPurchase(type)
                ? t('valuedWhenPosted')
                : formatFen(countedAmount(document.amount_fen, document))}
            </strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} />
        </Table.Summary.Row>
      )}
    />
  );
}

const SIGNATURES: Record<StockDocumentType, readonly string[]> = {
  purchase_order: ['signMaker', 'signApprover', 'signSupplier'],
  receipt: ['signMaker', 'signDeliverer', 'signReceiver'],
  transfer: ['signMaker', 'signSender', 'signReceiver'],
  purchase_return: ['signMaker', 'signHandler', 'signSupplier'],
  stocktake: ['signMaker', 'signCounter', 'signChecker'],
  loss: ['signMaker', 'signHandler', 'signApprover'],
};

/** Lines to sign on paper, by who takes part in this type of document. */
function Signatures({ type }: { type: StockDocumentType }) {
  const { t } = useTranslation('stockDocuments');
  return (
    <div className="stock-print-only stock-print-signatures">
      {SIGNATURES[type].map((role) => (
        <span key={role}>{t(role)}:</span>
      ))}
    </div>
  );
}
