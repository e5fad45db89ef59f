import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  LOSS_REASONS,
  STOCK_LINES_MAX,
  STOCK_NOTE_MAX,
  STOCK_PRICE_MAX_FEN,
  STOCK_QUANTITY_MAX,
  stockValueFen,
  type LossReason,
  type StockDocument,
  type StockDocumentDetail,
  type StockDocumentType,
  type StockLine,
  type StockLineBody,
  type UpdateStockDocumentBody,
} from '@tm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Table,
  Typography,
  type FormInstance,
  type FormListFieldData,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, showApiError } from '../../shared/api-client';
import { fenToYuan, formatFen, yuanToFen } from '../../shared/format';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { GoodSelect, sourceLabel, SourceDocumentPicker, type GoodChoice } from './stock-document-pickers';
import { isPurchase } from './stock-document-types';
import { stockDocumentQuery, useCreateStockDocument, useUpdateStockDocument } from './stock-documents.api';
import { formatStockQuantity, parseStockQuantity, stockQuantityInput } from './stock-format';
import { SupplierPicker } from './supplier-picker';
import { validValues } from '../../shared/form-errors';

type LineValues = {
  good?: GoodChoice | undefined;
  /** Kilograms or pieces, as typed. */
  quantity?: string;
  /** Yuan per kilogram or per piece, as typed. */
  cost?: string;
  order_line_id?: number | null;
  receipt_line_id?: number | null;
  /** What is still to receive (order) or to return (receipt) of the source line, in stock units. */
  open?: number | null;
  note?: string;
};

type Values = {
  shop_id?: number;
  target_shop_id?: number;
  supplier_id?: number;
  order_id?: number;
  receipt_id?: number;
  loss_reason?: LossReason;
  expected_date?: Dayjs | null;
  category?: string;
  notes?: string;
  lines: LineValues[];
};

const FORM_NAME = 'stock-document-form';
const HEADER_FIELDS = [
  'shop_id',
  'target_shop_id',
  'supplier_id',
  'order_id',
  'receipt_id',
  'loss_reason',
  'expected_date',
  'category',
  'notes',
  'lines',
] as const satisfies readonly (keyof Values)[];
const isHeaderField = (field: string): field is (typeof HEADER_FIELDS)[number] =>
  HEADER_FIELDS.some((header) => header === field);
/** A line's form field of a server field (`lines.2.unit_cost_fen` → the cost typed in yuan). */
const LINE_FIELDS: Record<string, keyof LineValues> = {
  good_id: 'good',
  order_line_id: 'good',
  receipt_line_id: 'good',
  quantity: 'quantity',
  unit_cost_fen: 'cost',
  note: 'note',
};

/** Where a server field's message goes on this form; null when the form has no such field. */
function formNameOf(field: string): ['lines', number, keyof LineValues] | [keyof Values] | null {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
  if (line) {
    const name = LINE_FIELDS[line[2] ?? ''];
    return name ? ['lines', Number(line[1]), name] : ['lines'];
  }
  return isHeaderField(field) ? [field] : null;
}

/** Puts the server's messages under the fields and lines they name; true when it placed them all. */
function placeServerErrors(form: FormInstance<Values>, error: unknown): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  const entries = Object.entries(error.fields);
  const placed = entries.flatMap(([field, message]) => {
    const name = formNameOf(field);
    return name ? [{ name, errors: [message] }] : [];
  });
  form.setFields(placed);
  return placed.length > 0 && placed.length === entries.length;
}

const emptyLine = (): LineValues => ({ quantity: '', cost: '', note: '' });

/** A line's amount in fen as typed so far; null until its good, quantity and price all read. */
function lineValueFen(line: LineValues | undefined): number | null {
  if (!line?.good) {
    return null;
  }
  const quantity = parseStockQuantity(line.quantity ?? '', line.good.unit);
  const cost = yuanToFen(line.cost ?? '');
  return quantity === null || cost === null ? null : stockValueFen(quantity, cost, line.good.unit);
}

function lineOf(line: StockLine): LineValues {
  return {
    good: { id: line.good_id, plu: line.plu, name: line.good_name, unit: line.unit },
    quantity: line.quantity === null ? '' : stockQuantityInput(line.quantity, line.unit),
    cost: line.unit_cost_fen === null ? '' : fenToYuan(line.unit_cost_fen),
    order_line_id: line.order_line_id,
    receipt_line_id: line.receipt_line_id,
    note: line.note,
  };
}

/**
 * A source's lines as a new document's: each order line's quantity not received yet, or each
 * receipt line's quantity not returned yet, at the source's price.
 */
function linesFromSource(source: StockDocumentDetail): LineValues[] {
  return source.lines.flatMap((line) => {
    const open = (line.quantity ?? 0) - line.done_quantity;
    if (open <= 0) {
      return [];
    }
    return [
      {
        good: { id: line.good_id, plu: line.plu, name: line.good_name, unit: line.unit },
        quantity: stockQuantityInput(open, line.unit),
        cost: line.unit_cost_fen === null ? '' : fenToYuan(line.unit_cost_fen),
        ...(source.type === 'purchase_order' ? { order_line_id: line.id } : { receipt_line_id: line.id }),
        open,
        note: '',
      },
    ];
  });
}

function initialValuesOf(
  type: StockDocumentType,
  document: StockDocumentDetail | undefined,
  source: StockDocumentDetail | undefined,
): Values {
  if (document) {
    return {
      shop_id: document.shop.id,
      target_shop_id: document.target_shop?.id,
      supplier_id: document.supplier?.id,
      order_id: document.order?.id,
      receipt_id: document.receipt?.id,
      loss_reason: document.loss_reason ?? undefined,
      expected_date: document.expected_date ? dayjs(document.expected_date) : null,
      category: document.category,
      notes: document.notes,
      lines: document.lines.map(lineOf),
    };
  }
  if (source) {
    return {
      shop_id: source.shop.id,
      supplier_id: source.supplier?.id,
      ...(source.type === 'purchase_order' ? { order_id: source.id } : { receipt_id: source.id }),
      notes: '',
      lines: linesFromSource(source),
    };
  }
  return { notes: '', category: '', lines: type === 'stocktake' ? [] : [emptyLine()] };
}

/** The order or receipt a draft or a new document is made from, as its picker names it. */
function knownSourceOf(
  document: StockDocumentDetail | undefined,
  source: StockDocumentDetail | undefined,
): { id: number; name: string } | undefined {
  if (source) {
    return { id: source.id, name: sourceLabel(source) };
  }
  const reference = document?.order ?? document?.receipt;
  return document && reference
    ? { id: reference.id, name: sourceLabel({ ...reference, supplier: document.supplier, shop: document.shop }) }
    : undefined;
}

/** The lines as the server takes them; the form has checked every field before. */
function linesBody(type: StockDocumentType, lines: LineValues[]): StockLineBody[] {
  return lines.flatMap((line) => {
    if (!line.good) {
      return [];
    }
    const quantity = parseStockQuantity(line.quantity ?? '', line.good.unit);
    const cost = yuanToFen(line.cost ?? '');
    return [
      {
        good_id: line.good.id,
        ...(quantity !== null ? { quantity } : {}),
        ...(isPurchase(type) && cost !== null ? { unit_cost_fen: cost } : {}),
        ...(line.order_line_id ? { order_line_id: line.order_line_id } : {}),
        ...(line.receipt_line_id ? { receipt_line_id: line.receipt_line_id } : {}),
        note: line.note?.trim() ?? '',
      },
    ];
  });
}

/** The header fields a type carries (docs/stock.md); the server refuses the others. */
function headerBody(type: StockDocumentType, values: Values) {
  const notes = values.notes?.trim() ?? '';
  switch (type) {
    case 'purchase_order':
      return {
        shop_id: values.shop_id,
        supplier_id: values.supplier_id ?? null,
        expected_date: values.expected_date ? values.expected_date.format('YYYY-MM-DD') : null,
        notes,
      };
    case 'receipt':
      return {
        shop_id: values.shop_id,
        supplier_id: values.supplier_id ?? null,
        order_id: values.order_id ?? null,
        notes,
      };
    case 'purchase_return':
      return {
        shop_id: values.shop_id,
        supplier_id: values.supplier_id ?? null,
        receipt_id: values.receipt_id ?? null,
        notes,
      };
    case 'transfer':
      return { shop_id: values.shop_id, target_shop_id: values.target_shop_id ?? null, notes };
    case 'loss':
      return { shop_id: values.shop_id, loss_reason: values.loss_reason ?? null, notes };
    case 'stocktake':
      return { shop_id: values.shop_id, notes };
  }
}

/**
 * A new draft of a type, or a draft's changes: the header the type needs and its lines, typed in
 * kilograms or pieces and yuan. A receipt may be made from an open purchase order and a return
 * from a posted receipt (given as `source`, or picked on the form): their lines come prefilled
 * with what is left. A stocktake is made without lines: the server lists the goods to count.
 */
export function StockDocumentFormModal({
  open,
  type,
  document,
  source,
  onClose,
  onCreated,
}: {
  open: boolean;
  type: StockDocumentType;
  /** The draft being changed; none for a new one. */
  document?: StockDocumentDetail | undefined;
  source?: StockDocumentDetail | undefined;
  onClose: () => void;
  onCreated?: (created: StockDocument) => void;
}) {
  const { t } = useTranslation('stockDocuments');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateStockDocument();
  const update = useUpdateStockDocument();
  const queryClient = useQueryClient();
  const [loadingSource, setLoadingSource] = useState(false);
  /** The supplier and source document already named, so their pickers show names, not ids. */
  const [knownSupplier, setKnownSupplier] = useState(document?.supplier ?? source?.supplier);
  const knownSource = knownSourceOf(document, source);
  const lines = Form.useWatch('lines', form) ?? [];
  const priced = isPurchase(type);
  const isStocktake = type === 'stocktake';

  const total = lines.reduce((sum, line) => sum + (lineValueFen(line) ?? 0), 0);
  /** The lines as they are now: validators run before the watched values render. */
  const linesNow = (): LineValues[] => form.getFieldsValue().lines ?? [];

  /** Picking an order or a receipt on the form fills the shop, the supplier and the lines from it. */
  const fillFrom = async (sourceId: number | undefined) => {
    if (!sourceId) {
      // Lines tied to a source no longer named would be refused: they become plain lines.
      form.setFieldValue(
        'lines',
        linesNow().map((line) => ({ ...line, order_line_id: null, receipt_line_id: null, open: null })),
      );
      return;
    }
    setLoadingSource(true);
    try {
      const picked = await queryClient.fetchQuery(stockDocumentQuery(sourceId));
      const filled = linesFromSource(picked);
      setKnownSupplier(picked.supplier);
      form.setFieldsValue({ shop_id: picked.shop.id, supplier_id: picked.supplier?.id, lines: filled });
      message.info(t('filledFrom', { number: picked.number ?? '', count: filled.length }));
    } catch (error) {
      showApiError(error);
    } finally {
      setLoadingSource(false);
    }
  };

  const addLine = (add: (line: LineValues) => void, index: number) => {
    add(emptyLine());
    // The new row renders first; then the cursor waits in its good box.
    setTimeout(() => form.focusField(['lines', index, 'good']), 0);
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const header = headerBody(type, values);
    const body = isStocktake ? header : { ...header, lines: linesBody(type, values.lines) };
    try {
      if (document) {
        const changes: UpdateStockDocumentBody = isStocktake ? { notes: header.notes } : body;
        await update.mutateAsync({ id: document.id, body: changes });
        message.success(t('common:saved'));
        onClose();
      } else {
        const created = await create.mutateAsync({
          type,
          ...body,
          ...(isStocktake ? { category: values.category?.trim() ?? '' } : {}),
        });
        message.success(t('draftCreated', { action: t(`post_${type}`) }));
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      if (!placeServerErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  const title = t(document ? 'editTitle' : 'newTitle', { type: t(`typeInText_${type}`) });
  const unitWord = (line: LineValues | undefined) => (line?.good?.unit === 'piece' ? t('piece') : 'kg');

  /** The editable lines: good, quantity, price and amount (purchases), note; Enter moves along a row. */
  const lineColumns = ({
    count,
    addLine: addNext,
    remove,
  }: {
    count: number;
    addLine: () => void;
    remove: (index: number) => void;
  }): TableColumnsType<FormListFieldData> => {
    const nextRow = (index: number) => {
      if (index === count - 1) {
        addNext();
      } else {
        form.focusField(['lines', index + 1, 'good']);
      }
    };
    const goodColumn: TableColumnsType<FormListFieldData>[number] = {
      title: t('good'),
      key: 'good',
      // The one column without a width takes what the others leave: on a phone that was nothing.
      minWidth: 220,
      render: (_, field) => (
        <>
          {/* Kept with the line (the fields a form holds are those it renders): its source line and what is left of it. */}
          <Form.Item name={[field.name, 'order_line_id']} hidden noStyle />
          <Form.Item name={[field.name, 'receipt_line_id']} hidden noStyle />
          <Form.Item name={[field.name, 'open']} hidden noStyle />
          <Form.Item
            name={[field.name, 'good']}
            style={{ margin: 0 }}
            rules={[
              { required: true, message: t('goodRequired') },
              {
                validator: async (_, good?: GoodChoice) => {
                  if (good && linesNow().some((other, i) => i !== field.name && other.good?.id === good.id)) {
                    throw new Error(t('goodRepeated'));
                  }
                },
              },
            ]}
          >
            <GoodSelect onPicked={() => setTimeout(() => form.focusField(['lines', field.name, 'quantity']), 0)} />
          </Form.Item>
        </>
      ),
    };
    const quantityColumn: TableColumnsType<FormListFieldData>[number] = {
      title: t('quantityTyped'),
      key: 'quantity',
      width: 170,
      render: (_, field) => {
        const line = lines[field.name];
        return (
          <Form.Item
            name={[field.name, 'quantity']}
            style={{ margin: 0 }}
            dependencies={[['lines', field.name, 'good']]}
            extra={
              line?.open && line.good
                ? t(type === 'receipt' ? 'openToReceive' : 'openToReturn', {
                    quantity: formatStockQuantity(line.open, line.good.unit, (count: number) => t('pieces', { count })),
                  })
                : undefined
            }
            rules={[
              { required: true, whitespace: true, message: t('quantityRequired') },
              {
                validator: async (_, text?: string) => {
                  const current = linesNow()[field.name];
                  const unit = current?.good?.unit;
                  if (!text?.trim() || !unit) {
                    return;
                  }
                  const quantity = parseStockQuantity(text, unit);
                  if (quantity === null || quantity <= 0) {
                    throw new Error(t(unit === 'g' ? 'quantityInvalidKg' : 'quantityInvalidPieces'));
                  }
                  if (quantity > STOCK_QUANTITY_MAX) {
                    throw new Error(t(unit === 'g' ? 'quantityTooBigKg' : 'quantityTooBigPieces'));
                  }
                  if (current.receipt_line_id && current.open && quantity > current.open) {
                    throw new Error(t('overReturn'));
                  }
                },
              },
            ]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              aria-label={t('quantityOfLine', { line: field.name + 1 })}
              placeholder={line?.good?.unit === 'piece' ? '0' : '0.000'}
              suffix={unitWord(line)}
              onPressEnter={() => (priced ? form.focusField(['lines', field.name, 'cost']) : nextRow(field.name))}
            />
          </Form.Item>
        );
      },
    };
    const costColumn: TableColumnsType<FormListFieldData>[number] = {
      title: t('costTyped'),
      key: 'cost',
      width: 160,
      render: (_, field) => (
        <Form.Item
          name={[field.name, 'cost']}
          style={{ margin: 0 }}
          rules={[
            { required: true, whitespace: true, message: t('costRequired') },
            {
              validator: async (_, text?: string) => {
                if (!text?.trim()) {
                  return;
                }
                const fen = yuanToFen(text);
                if (fen === null) {
                  throw new Error(t('costInvalid'));
                }
                if (fen > STOCK_PRICE_MAX_FEN) {
                  throw new Error(t('costTooBig'));
                }
              },
            },
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('costOfLine', { line: field.name + 1 })}
            prefix="¥"
            suffix={`/${unitWord(lines[field.name])}`}
            onPressEnter={() => nextRow(field.name)}
          />
        </Form.Item>
      ),
    };
    const amountColumn: TableColumnsType<FormListFieldData>[number] = {
      title: t('amount'),
      key: 'amount',
      width: 110,
      align: 'right',
      render: (_, field) => {
        const value = lineValueFen(lines[field.name]);
        return value === null ? '—' : formatFen(value);
      },
    };
    return [
      { title: '#', key: 'no', width: 44, render: (_, __, index) => index + 1 },
      goodColumn,
      quantityColumn,
      ...(priced ? [costColumn, amountColumn] : []),
      {
        title: t('lineNote'),
        key: 'note',
        width: 170,
        render: (_, field) => (
          <Form.Item
            name={[field.name, 'note']}
            style={{ margin: 0 }}
            rules={[{ max: STOCK_NOTE_MAX, message: t('notesTooLong', { max: STOCK_NOTE_MAX }) }]}
          >
            <Input autoComplete="off" aria-label={t('noteOfLine', { line: field.name + 1 })} />
          </Form.Item>
        ),
      },
      {
        key: 'remove',
        width: 48,
        render: (_, field) => (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('removeLine', { line: field.name + 1 })}
            title={t('removeLine', { line: field.name + 1 })}
            onClick={() => remove(field.name)}
          />
        ),
      },
    ];
  };

  return (
    <Modal
      open={open}
      title={title}
      width={isStocktake ? 640 : 1120}
      okText={document ? t('common:save') : t('saveDraft')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        clearOnDestroy
        initialValues={initialValuesOf(type, document, source)}
      >
        <Row gutter={16}>
          {type === 'receipt' && (
            <Col xs={24} md={8}>
              <Form.Item name="order_id" label={t('fromOrder')} extra={t('fromOrderHint')}>
                <SourceDocumentPicker
                  sourceType="purchase_order"
                  known={knownSource}
                  block
                  onChange={(id) => {
                    form.setFieldValue('order_id', id);
                    void fillFrom(id);
                  }}
                />
              </Form.Item>
            </Col>
          )}
          {type === 'purchase_return' && (
            <Col xs={24} md={8}>
              <Form.Item name="receipt_id" label={t('fromReceipt')} extra={t('fromReceiptHint')}>
                <SourceDocumentPicker
                  sourceType="receipt"
                  known={knownSource}
                  block
                  onChange={(id) => {
                    form.setFieldValue('receipt_id', id);
                    void fillFrom(id);
                  }}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item
              name="shop_id"
              label={type === 'transfer' ? t('sendingShop') : t('shop')}
              rules={[{ required: true, message: t('shopRequired') }]}
              extra={isStocktake ? t('stocktakeShopHint') : undefined}
            >
              <ShopPicker block disabled={isStocktake && Boolean(document)} />
            </Form.Item>
          </Col>
          {type === 'transfer' && (
            <Col xs={24} md={8}>
              <Form.Item
                name="target_shop_id"
                label={t('receivingShop')}
                dependencies={['shop_id']}
                rules={[
                  { required: true, message: t('targetShopRequired') },
                  {
                    validator: async (_, value?: number) => {
                      if (value && value === form.getFieldValue('shop_id')) {
                        throw new Error(t('targetShopSame'));
                      }
                    },
                  },
                ]}
              >
                <ShopPicker block />
              </Form.Item>
            </Col>
          )}
          {priced && (
            <Col xs={24} md={8}>
              <Form.Item
                name="supplier_id"
                label={t('supplier')}
                rules={[{ required: true, message: t('supplierRequired') }]}
              >
                <SupplierPicker block known={knownSupplier} />
              </Form.Item>
            </Col>
          )}
          {type === 'purchase_order' && (
            <Col xs={24} md={8}>
              <Form.Item name="expected_date" label={t('expectedDate')}>
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                  aria-label={t('expectedDate')}
                />
              </Form.Item>
            </Col>
          )}
          {type === 'loss' && (
            <Col xs={24} md={8}>
              <Form.Item
                name="loss_reason"
                label={t('lossReason')}
                rules={[{ required: true, message: t('lossReasonRequired') }]}
              >
                <Select
                  placeholder={t('pickLossReason')}
                  options={LOSS_REASONS.map((reason) => ({ value: reason, label: t(`reason_${reason}`) }))}
                />
              </Form.Item>
            </Col>
          )}
          {isStocktake && (
            <Col xs={24}>
              <Form.Item
                name="category"
                label={t('stocktakeCategory')}
                extra={t('stocktakeCategoryHint')}
                rules={[{ max: 20, message: t('categoryTooLong') }]}
              >
                <Input allowClear disabled={Boolean(document)} placeholder={t('allGoods')} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={isStocktake ? 24 : 16}>
            <Form.Item
              name="notes"
              label={t('notes')}
              rules={[{ max: STOCK_NOTE_MAX, message: t('notesTooLong', { max: STOCK_NOTE_MAX }) }]}
            >
              <Input.TextArea rows={1} autoSize={{ minRows: 1, maxRows: 3 }} />
            </Form.Item>
          </Col>
        </Row>
        {isStocktake ? (
          !document && <Alert type="info" showIcon title={t('stocktakeCreateHint')} />
        ) : (
          <Form.List
            name="lines"
            rules={[
              {
                validator: async (_, value?: LineValues[]) => {
                  if (!value || value.length === 0) {
                    throw new Error(t('linesRequired'));
                  }
                  if (value.length > STOCK_LINES_MAX) {
                    throw new Error(t('tooManyLines', { max: STOCK_LINES_MAX }));
                  }
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                <Table<FormListFieldData>
                  size="small"
                  rowKey="key"
                  dataSource={fields}
                  pagination={false}
                  loading={loadingSource}
                  scroll={{ x: 'max-content', y: 420 }}
                  locale={{ emptyText: t('noLinesYet') }}
                  columns={lineColumns({
                    count: fields.length,
                    addLine: () => addLine(add, fields.length),
                    remove,
                  })}
                />
                <Form.ErrorList errors={errors} />
                <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= STOCK_LINES_MAX}
                    onClick={() => addLine(add, fields.length)}
                  >
                    {t('addLine')}
                  </Button>
                  <Typography.Text>
                    {priced
                      ? t('formTotal', { count: fields.length, amount: formatFen(total) })
                      : t('formLines', { count: fields.length })}
                  </Typography.Text>
                </Space>
                {!priced && (
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                    {t('valuedAtCostHint')}
                  </Typography.Paragraph>
                )}
              </>
            )}
          </Form.List>
        )}
      </Form>
    </Modal>
  );
}
