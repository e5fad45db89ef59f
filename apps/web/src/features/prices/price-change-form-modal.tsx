import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { PRICE_BATCH_GOODS_MAX, PRICE_MAX_FEN, type CreatePriceBatchBody, type PriceSheet } from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Divider,
  Flex,
  Form,
  Input,
  Modal,
  Spin,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showApiError } from '../../shared/api-client';
import { fenToYuan, formatFen, yuanToFen } from '../../shared/format';
import {
  BatchPreview,
  headerBodyOf,
  NameAndTargetFields,
  placeBatchErrors,
  TimeField,
  type BatchHeaderValues,
} from './price-batch-form-parts';
import { CompanyField, GoodAdder, goodNameOf } from './price-pickers';
import { PriceSheetImportModal } from './price-sheet-import-modal';
import { useCreatePriceBatch, useGoodsPrices } from './prices.api';
import { usePriceArea } from './use-price-area';
import { validValues } from '../../shared/form-errors';

/** A good on the change, with its base price now for comparison. */
type LineGood = { id: number; plu: number; name: string; base_price: number };
/**
 * One good's new price, in yuan as typed; `useBase` takes the zones' own price away instead, so
 * they sell at the base price (only when the base price itself is not being changed).
 */
type ChangeLine = { good: LineGood; price: string; useBase: boolean };

const LINES_PAGE_SIZE = 10;

const lineOf = (good: LineGood, price = ''): ChangeLine => ({ good, price, useBase: false });

type ChangeItem = { good_id: number; unit_price: number | null };

/** The lines as the server takes them; null while a price cannot be read. */
function itemsOf(lines: readonly ChangeLine[]): ChangeItem[] | null {
  const items: ChangeItem[] = [];
  for (const line of lines) {
    const unitPrice = line.useBase ? null : yuanToFen(line.price);
    if (unitPrice === null && !line.useBase) {
      return null;
    }
    items.push({ good_id: line.good.id, unit_price: unitPrice });
  }
  return items;
}

/**
 * `goodMng/priceBatches?new=change`: a price change. The goods the link names (`&goods=1,2,3`)
 * come in first, with their prices now; then the form.
 */
export function PriceChangeFormModal({
  goodIds,
  companyId,
  onClose,
}: {
  goodIds: readonly number[];
  /** The company an administrator filters the list by. */
  companyId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const prefill = useGoodsPrices(goodIds);
  if (prefill.some((query) => query.isPending)) {
    return (
      <Modal open title={t('newChange')} footer={null} onCancel={onClose}>
        <Flex vertical align="center" gap={12} style={{ padding: 24 }} role="status">
          <Spin />
          <Typography.Text>{t('loadingGoods', { count: goodIds.length })}</Typography.Text>
        </Flex>
      </Modal>
    );
  }
  const found = prefill.flatMap((query) => (query.data ? [query.data.good] : []));
  return (
    <ChangeForm
      initialLines={found.map((good) =>
        lineOf({ id: good.id, plu: good.plu, name: good.name, base_price: good.unit_price }),
      )}
      missingGoods={goodIds.length - found.length}
      companyId={found[0]?.company_id ?? companyId}
      onClose={onClose}
    />
  );
}

type Values = BatchHeaderValues;

function ChangeForm({
  initialLines,
  missingGoods,
  companyId: initialCompanyId,
  onClose,
}: {
  initialLines: ChangeLine[];
  missingGoods: number;
  companyId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { isAdmin, batchPathOf } = usePriceArea();
  const [form] = Form.useForm<Values>();
  const create = useCreatePriceBatch();
  const [lines, setLines] = useState(initialLines);
  /** What is wrong with a line, by good: typed here, or said by the server. */
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [linesError, setLinesError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  // New prices usually start with the next day's trading.
  const [initialValues] = useState<Values>(() => ({
    ...(initialCompanyId ? { company_id: initialCompanyId } : {}),
    name: '',
    starts_time: dayjs().add(1, 'day').startOf('day'),
    base: true,
    zone_ids: [],
  }));

  // Followed as the user picks it: a watched field reads empty until the form has mounted.
  const [companyId, setCompanyId] = useState(initialCompanyId);
  const base = Form.useWatch('base', form) ?? initialValues.base;
  const zones = Form.useWatch('zone_ids', form) ?? initialValues.zone_ids;
  const header = headerBodyOf(
    {
      company_id: companyId,
      name: Form.useWatch('name', form),
      starts_time: Form.useWatch('starts_time', form),
      base,
      zone_ids: zones,
    },
    isAdmin,
  );
  const items = itemsOf(lines);
  const body: CreatePriceBatchBody | null =
    header && items && items.length > 0 ? { kind: 'change', ...header, items } : null;
  const needsCompany = isAdmin && !companyId;
  const addedIds = new Set(lines.map((line) => line.good.id));

  /** What is wrong with a line as typed; null when it can go. */
  const problemOf = (line: ChangeLine, changesBase: boolean): string | null => {
    if (line.useBase) {
      return changesBase ? t('useBaseWithBase') : null;
    }
    if (!line.price.trim()) {
      return t('priceRequired');
    }
    const fen = yuanToFen(line.price);
    if (fen === null) {
      return t('priceInvalid');
    }
    if (fen < 1) {
      return t('priceNotPositive');
    }
    return fen > PRICE_MAX_FEN ? t('priceTooBig', { max: fenToYuan(PRICE_MAX_FEN) }) : null;
  };

  const showLineErrors = (errors: ReadonlyMap<number, string>) => {
    setLineErrors(errors);
    const first = lines.findIndex((line) => errors.has(line.good.id));
    if (first >= 0) {
      setPage(Math.floor(first / LINES_PAGE_SIZE) + 1);
    }
  };

  const clearLineError = (goodId: number) =>
    setLineErrors((current) => {
      const next = new Map(current);
      next.delete(goodId);
      return next;
    });

  const changeLine = (goodId: number, change: Partial<ChangeLine>) => {
    setLines((current) => current.map((line) => (line.good.id === goodId ? { ...line, ...change } : line)));
    clearLineError(goodId);
  };

  const addGoods = (added: ChangeLine[]) => {
    const byId = new Map(added.map((line) => [line.good.id, line]));
    const kept = lines.map((line) => byId.get(line.good.id) ?? line);
    const fresh = added.filter((line) => !addedIds.has(line.good.id));
    const next = [...kept, ...fresh].slice(0, PRICE_BATCH_GOODS_MAX);
    setLines(next);
    setLinesError(null);
    // The last page shows what was just added.
    setPage(Math.max(1, Math.ceil(next.length / LINES_PAGE_SIZE)));
  };

  const readSheet = (sheetItems: PriceSheet['items']) =>
    addGoods(
      sheetItems.map((item) =>
        lineOf(
          { id: item.good_id, plu: item.plu, name: item.name, base_price: item.current_price },
          fenToYuan(item.unit_price),
        ),
      ),
    );

  const submit = async () => {
    const values = await validValues(form);
    const errors = new Map(
      lines.flatMap((line) => {
        const problem = problemOf(line, base);
        return problem ? [[line.good.id, problem] as const] : [];
      }),
    );
    setLinesError(lines.length === 0 ? t('goodsRequired') : null);
    showLineErrors(errors);
    if (!values || !body || errors.size > 0) {
      return;
    }
    try {
      const created = await create.mutateAsync(body);
      void message.success(t('changeScheduled', { time: dayjs(created.starts_time).format('YYYY-MM-DD HH:mm') }));
      onClose();
      await navigate(batchPathOf(created.id));
    } catch (error) {
      const fromServer = new Map<number, string>();
      const placed = placeBatchErrors(form, error, (field, text) => {
        if (field === 'items') {
          setLinesError(text);
          return true;
        }
        // The items went in the order of the lines at the time of saving (this render's).
        const item = /^items\.(\d+)/.exec(field);
        const goodId = item ? lines[Number(item[1])]?.good.id : undefined;
        if (goodId !== undefined) {
          fromServer.set(goodId, text);
        }
        return goodId !== undefined;
      });
      showLineErrors(fromServer);
      if (!placed) {
        showApiError(error);
      }
    }
  };

  const columns: TableColumnsType<ChangeLine> = [
    { title: '#', key: 'no', width: 50, render: (_, __, index) => (page - 1) * LINES_PAGE_SIZE + index + 1 },
    { title: 'PLU', key: 'plu', width: 80, render: (_, line) => line.good.plu },
    { title: t('good'), key: 'name', render: (_, line) => line.good.name },
    {
      title: t('basePriceNow'),
      key: 'base_price',
      width: 110,
      align: 'right',
      render: (_, line) => formatFen(line.good.base_price),
    },
    {
      title: t('newPrice'),
      key: 'price',
      width: 190,
      render: (_, line, index) => {
        const error = lineErrors.get(line.good.id);
        return (
          <Form.Item style={{ margin: 0 }} validateStatus={error ? 'error' : undefined} help={error}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              prefix="¥"
              aria-label={t('newPriceOfLine', { line: (page - 1) * LINES_PAGE_SIZE + index + 1 })}
              disabled={line.useBase}
              placeholder={line.useBase ? t('usesBasePrice') : fenToYuan(line.good.base_price)}
              value={line.useBase ? '' : line.price}
              onChange={(event) => changeLine(line.good.id, { price: event.target.value })}
            />
          </Form.Item>
        );
      },
    },
    {
      title: (
        <Tooltip title={t('useBasePriceHint')}>
          <span>{t('useBasePrice')}</span>
        </Tooltip>
      ),
      key: 'use_base',
      width: 110,
      align: 'center',
      render: (_, line) => (
        <Checkbox
          aria-label={t('useBasePriceOf', { name: line.good.name })}
          checked={line.useBase}
          // Only a zone's own price can be taken away; the base price always stays.
          disabled={base && !line.useBase}
          onChange={(event) => changeLine(line.good.id, { useBase: event.target.checked })}
        />
      ),
    },
    {
      key: 'remove',
      width: 48,
      render: (_, line) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('removeGood', { name: line.good.name })}
          title={t('removeGood', { name: line.good.name })}
          onClick={() => {
            setLines((current) => current.filter((other) => other.good.id !== line.good.id));
            clearLineError(line.good.id);
          }}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title={t('newChange')}
      width={1100}
      okText={t('saveBatch')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="price-change-form"
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<Values>) => {
          // Another company has other zones and goods: what was chosen goes.
          if ('company_id' in changed) {
            setCompanyId(changed.company_id);
            form.setFieldValue('zone_ids', []);
            setLines([]);
          }
        }}
      >
        {isAdmin && <CompanyField />}
        <NameAndTargetFields kind="change" companyId={companyId} disabled={needsCompany} />
        <div style={{ maxWidth: 320 }}>
          <TimeField name="starts_time" label={t('startsTime')} requiredMessage={t('startsRequired')} />
        </div>
        {missingGoods > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('goodsMissing', { count: missingGoods })}
          />
        )}
        <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Flex wrap gap={8}>
            <GoodAdder
              companyId={companyId}
              disabled={needsCompany || lines.length >= PRICE_BATCH_GOODS_MAX}
              addedIds={addedIds}
              onAdd={(good) =>
                addGoods([lineOf({ id: good.id, plu: good.plu, name: goodNameOf(good), base_price: good.unit_price })])
              }
            />
            <Button icon={<UploadOutlined />} disabled={needsCompany} onClick={() => setImporting(true)}>
              {t('importSheet')}
            </Button>
          </Flex>
          <Typography.Text type="secondary">{t('linesCount', { count: lines.length })}</Typography.Text>
        </Flex>
        <Table<ChangeLine>
          size="small"
          rowKey={(line) => line.good.id}
          dataSource={lines}
          columns={columns}
          pagination={{
            current: page,
            pageSize: LINES_PAGE_SIZE,
            onChange: setPage,
            size: 'small',
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          locale={{ emptyText: needsCompany ? t('chooseCompanyFirst') : t('noGoodsYet') }}
        />
        {linesError && <Typography.Text type="danger">{linesError}</Typography.Text>}
      </Form>
      <Divider titlePlacement="start">{t('preview')}</Divider>
      <BatchPreview body={body} zones={zones} />
      <PriceSheetImportModal
        open={importing}
        companyId={companyId}
        onRead={readSheet}
        onClose={() => setImporting(false)}
      />
    </Modal>
  );
}
