import { DownloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import {
  STOCK_LINES_MAX,
  type StockCountImportResult,
  type StockDocumentDetail,
  type StockLine,
  type StockUnit,
} from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Grid,
  Input,
  Result,
  Space,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetUploadModal } from '../../shared/sheet-upload-modal';
import { showApiError } from '../../shared/api-client';
import { formatFen } from '../../shared/format';
import { downloadCountSheet, useUpdateStockDocument, useUploadCounts } from './stock-documents.api';
import {
  formatStockChange,
  formatStockQuantity,
  formatUnitCost,
  parseStockQuantity,
  stockQuantityInput,
} from './stock-format';

/** Counted quantities typed on the page and not saved yet, by good. */
export type CountEdits = {
  /** The text typed for a good: empty means "not counted". */
  textOf: (line: StockLine) => string;
  set: (line: StockLine, text: string) => void;
  /** How many goods have changes not saved. */
  unsaved: number;
  /** Goods whose typed text is not a quantity. */
  invalid: ReadonlySet<number>;
  saving: boolean;
  /** Saves the changed counts; false when a text is not a quantity. */
  save: () => Promise<boolean>;
  discard: () => void;
};

const countText = (quantity: number | null, unit: StockUnit) =>
  quantity === null ? '' : stockQuantityInput(quantity, unit);

/** What a typed text means: null = not counted, undefined = not a quantity. */
function countedOf(text: string, unit: StockUnit): number | null | undefined {
  if (text.trim() === '') {
    return null;
  }
  return parseStockQuantity(text, unit) ?? undefined;
}

/** A stocktake's counted quantities as they are typed in its lines table, saved together. */
export function useCountEdits(document: StockDocumentDetail): CountEdits {
  const { t } = useTranslation('stockDocuments');
  const { message } = App.useApp();
  const [edits, setEdits] = useState<ReadonlyMap<number, string>>(new Map());
  const update = useUpdateStockDocument();

  const invalid = new Set<number>();
  for (const line of document.lines) {
    const text = edits.get(line.good_id);
    if (text !== undefined && countedOf(text, line.unit) === undefined) {
      invalid.add(line.good_id);
    }
  }

  const save = async () => {
    if (invalid.size > 0) {
      message.error(t('countsInvalid', { count: invalid.size }));
      return false;
    }
    // The server keeps the count sheet and sets the counts of the goods sent (docs/stock.md), so
    // only the changed lines go, in requests of at most STOCK_LINES_MAX.
    const lines = document.lines.flatMap((line) => {
      const text = edits.get(line.good_id);
      return text === undefined
        ? []
        : [{ good_id: line.good_id, counted_quantity: countedOf(text, line.unit) ?? null, note: line.note }];
    });
    try {
      for (let start = 0; start < lines.length; start += STOCK_LINES_MAX) {
        await update.mutateAsync({ id: document.id, body: { lines: lines.slice(start, start + STOCK_LINES_MAX) } });
      }
    } catch (error) {
      showApiError(error);
      return false;
    }
    setEdits(new Map());
    message.success(t('countsSaved'));
    return true;
  };

  return {
    textOf: (line) => edits.get(line.good_id) ?? countText(line.counted_quantity, line.unit),
    set: (line, text) =>
      setEdits((current) => {
        const next = new Map(current);
        // Typing back what is saved is no change.
        if (countedOf(text, line.unit) === line.counted_quantity) {
          next.delete(line.good_id);
        } else {
          next.set(line.good_id, text);
        }
        return next;
      }),
    unsaved: edits.size,
    invalid,
    saving: update.isPending,
    save,
    discard: () => setEdits(new Map()),
  };
}

/**
 * A stocktake's lines: book quantity, counted and the difference. While a draft, the counted
 * column is typed in place (Enter goes to the next good) or filled from the count sheet.
 */
export function StocktakeLines({ document, edits }: { document: StockDocumentDetail; edits: CountEdits }) {
  const { t } = useTranslation('stockDocuments');
  const [q, setQ] = useState('');
  const [uncountedOnly, setUncountedOnly] = useState(false);
  const [importing, setImporting] = useState(false);
  const isDraft = document.status === 'draft';
  const pieces = (count: number) => t('pieces', { count });
  const counted = document.lines.filter((line) => edits.textOf(line).trim() !== '').length;

  const needle = q.trim().toLowerCase();
  // The search and the switch are shown only while a draft: once posted, every line is listed.
  const shown = isDraft
    ? document.lines.filter(
        (line) =>
          (!needle || String(line.plu).includes(needle) || line.good_name.toLowerCase().includes(needle)) &&
          (!uncountedOnly || edits.textOf(line).trim() === ''),
      )
    : document.lines;

  const focusCount = (index: number) => {
    const next = shown[index];
    if (next) {
      window.document.getElementById(`count-${next.good_id}`)?.focus();
    }
  };

  const differenceOf = (line: StockLine): number | null => {
    const value = countedOf(edits.textOf(line), line.unit);
    return value === null || value === undefined || line.book_quantity === null ? null : value - line.book_quantity;
  };
  // A clerk counting along the shelves holds a phone: a card per good, its box as wide as the
  // screen, rather than a table scrolled sideways to reach the counted column.
  const screens = Grid.useBreakpoint();
  const onPhone = isDraft && screens.xs === true;

  const columns: TableColumnsType<StockLine> = [
    { title: '#', dataIndex: 'line_no', width: 50 },
    { title: 'PLU', dataIndex: 'plu', width: 80 },
    { title: t('good'), dataIndex: 'good_name', width: 140 },
    { title: t('category'), dataIndex: 'category', width: 90, render: (category: string) => category || '—' },
    {
      title: t('bookQuantity'),
      dataIndex: 'book_quantity',
      width: 120,
      align: 'right',
      render: (quantity: number | null, line) =>
        quantity === null ? '—' : formatStockQuantity(quantity, line.unit, pieces),
    },
    {
      title: t('countedQuantity'),
      key: 'counted',
      width: 160,
      align: 'right',
      render: (_, line, index) => {
        if (!isDraft) {
          return line.counted_quantity === null
            ? t('notCounted')
            : formatStockQuantity(line.counted_quantity, line.unit, pieces);
        }
        return <CountInput line={line} edits={edits} onNext={() => focusCount(index + 1)} />;
      },
    },
    {
      title: t('difference'),
      key: 'difference',
      width: 120,
      align: 'right',
      render: (_, line) => <DifferenceText line={line} difference={isDraft ? differenceOf(line) : line.difference} />,
    },
    {
      title: t('unitCost'),
      dataIndex: 'unit_cost_fen',
      width: 110,
      align: 'right',
      render: (fen: number | null, line) => (fen === null ? '—' : formatUnitCost(fen, line.unit, t('perPiece'))),
    },
    {
      title: t('differenceAmount'),
      dataIndex: 'amount_fen',
      width: 110,
      align: 'right',
      render: (fen: number | null) => (fen === null ? '—' : formatFen(fen)),
    },
  ];

  return (
    <>
      {isDraft && (
        <Flex className="no-print" wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('searchLines')}
              aria-label={t('searchLines')}
              style={{ width: 200 }}
              onChange={(event) => setQ(event.target.value)}
            />
            <Space size={4}>
              <Switch
                size="small"
                checked={uncountedOnly}
                onChange={setUncountedOnly}
                aria-label={t('uncountedOnly')}
              />
              <Typography.Text>{t('uncountedOnly')}</Typography.Text>
            </Space>
            <Typography.Text type="secondary">
              {t('countProgress', { counted, total: document.lines.length })}
            </Typography.Text>
          </Space>
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadCountSheet(document.id, 'xlsx').catch(showApiError)}
            >
              {t('countSheet')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('importCounts')}
            </Button>
            {edits.unsaved > 0 && <Button onClick={edits.discard}>{t('discardCounts')}</Button>}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={edits.unsaved === 0}
              loading={edits.saving}
              onClick={() => void edits.save()}
            >
              {edits.unsaved > 0 ? t('saveCountsN', { count: edits.unsaved }) : t('saveCounts')}
            </Button>
          </Space>
        </Flex>
      )}
      {onPhone ? (
        <CountCards
          lines={shown}
          edits={edits}
          differenceOf={differenceOf}
          emptyText={t(document.lines.length === 0 ? 'noLines' : 'noLinesMatch')}
          onNext={focusCount}
        />
      ) : (
        <Table<StockLine>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={shown}
          pagination={false}
          // A narrow window scrolls the lines sideways rather than squeeze the counted box to a digit or two.
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t(document.lines.length === 0 ? 'noLines' : 'noLinesMatch') }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length - 1}>
                <strong>{t('stocktakeTotal', { counted, total: document.lines.length })}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{formatFen(document.amount_fen)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      )}
      <CountImportModal
        open={importing}
        document={document}
        unsaved={edits.unsaved}
        onDone={edits.discard}
        onClose={() => setImporting(false)}
      />
    </>
  );
}

/** The counted quantity of one good, typed in place; Enter goes on to the next good. */
function CountInput({ line, edits, onNext }: { line: StockLine; edits: CountEdits; onNext: () => void }) {
  const { t } = useTranslation('stockDocuments');
  const text = edits.textOf(line);
  const unit = line.unit === 'g' ? 'kg' : t('piece');
  return (
    <>
      <Input
        id={`count-${line.good_id}`}
        className="no-print"
        size="small"
        inputMode="decimal"
        autoComplete="off"
        aria-label={t('countedOf', { name: line.good_name })}
        status={edits.invalid.has(line.good_id) ? 'error' : undefined}
        placeholder={t('notCounted')}
        suffix={unit}
        value={text}
        onChange={(event) => edits.set(line, event.target.value)}
        onPressEnter={onNext}
        style={{ textAlign: 'right', minWidth: 120 }}
      />
      <span className="stock-print-only">{text ? `${text} ${unit}` : ''}</span>
    </>
  );
}

/** A counted quantity against the book: a loss in red, a gain in green. */
function DifferenceText({ line, difference }: { line: StockLine; difference: number | null }) {
  const { t } = useTranslation('stockDocuments');
  return difference === null ? (
    '—'
  ) : (
    <Typography.Text type={difference < 0 ? 'danger' : difference > 0 ? 'success' : undefined}>
      {formatStockChange(difference, line.unit, (count: number) => t('pieces', { count }))}
    </Typography.Text>
  );
}

/** A draft stocktake's lines on a phone: one card a good, with its book quantity, box and difference. */
function CountCards({
  lines,
  edits,
  differenceOf,
  emptyText,
  onNext,
}: {
  lines: StockLine[];
  edits: CountEdits;
  differenceOf: (line: StockLine) => number | null;
  emptyText: string;
  onNext: (index: number) => void;
}) {
  const { t } = useTranslation('stockDocuments');
  if (lines.length === 0) {
    return <Typography.Paragraph type="secondary">{emptyText}</Typography.Paragraph>;
  }
  return (
    <Flex vertical gap={8}>
      {lines.map((line, index) => (
        <Card key={line.id} size="small" title={line.good_name} extra={`PLU ${line.plu}`}>
          <Flex justify="space-between" gap={8} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">
              {t('bookQuantity')}{' '}
              {line.book_quantity === null
                ? '—'
                : formatStockQuantity(line.book_quantity, line.unit, (count: number) => t('pieces', { count }))}
            </Typography.Text>
            <span>
              <Typography.Text type="secondary">{t('difference')} </Typography.Text>
              <DifferenceText line={line} difference={differenceOf(line)} />
            </span>
          </Flex>
          <CountInput line={line} edits={edits} onNext={() => onNext(index + 1)} />
        </Card>
      ))}
    </Flex>
  );
}

/**
 * The filled count sheet sent back: the file goes up with its progress, and the answer says how
 * many goods were counted and which rows could not be read.
 */
function CountImportModal({
  open,
  document,
  unsaved,
  onDone,
  onClose,
}: {
  open: boolean;
  document: StockDocumentDetail;
  unsaved: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('stockDocuments');
  const upload = useUploadCounts();
  return (
    <SheetUploadModal<StockCountImportResult>
      open={open}
      texts={{
        title: t('importCountsTitle'),
        start: t('importStart'),
        close: t('close'),
        drop: t('importDrop'),
        formats: t('importFormats'),
        uploading: (name) => t('uploading', { name }),
        reading: t('uploadReading'),
        progress: t('uploadProgress'),
      }}
      intro={
        <>
          <Alert
            type="info"
            showIcon
            title={t('importCountsHint')}
            description={
              <Space wrap>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadCountSheet(document.id, 'xlsx').catch(showApiError)}
                >
                  {t('countSheetXlsx')}
                </Button>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadCountSheet(document.id, 'csv').catch(showApiError)}
                >
                  {t('countSheetCsv')}
                </Button>
              </Space>
            }
          />
          {unsaved > 0 && <Alert type="warning" showIcon title={t('importOverwrites', { count: unsaved })} />}
        </>
      }
      send={async (file, onProgress) => {
        const answer = await upload.mutateAsync({ id: document.id, file, onProgress });
        onDone();
        return answer;
      }}
      renderResult={(result) => (
        <Flex vertical gap={12}>
          <Result
            status={result.errors.length > 0 ? 'warning' : 'success'}
            title={t('importedCounts', { count: result.updated })}
            subTitle={result.errors.length > 0 ? t('importRowErrors', { count: result.errors.length }) : undefined}
            style={{ padding: 16 }}
          />
          {result.errors.length > 0 && (
            <Table
              size="small"
              rowKey={(error) => `${error.row}-${error.field}`}
              dataSource={result.errors}
              pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
              columns={[
                { title: t('importRow'), dataIndex: 'row', width: 70 },
                { title: t('importField'), dataIndex: 'field', width: 120 },
                { title: t('importReason'), dataIndex: 'message' },
              ]}
            />
          )}
        </Flex>
      )}
      onClose={onClose}
    />
  );
}
