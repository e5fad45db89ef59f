import { csvSafeText } from '@tm/contracts';
import { Flex, Grid, Table, Typography, type TablePaginationConfig, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen, formatKg } from '../../shared/format';
import { CardFacts, PhoneCards, type PhoneCard } from '../../shared/phone-cards';
import { ChangeText, ShareBar, type Better } from './stats-figures';
import { formatCount, formatPercent } from './stats-format';

/**
 * What a column holds, which says how it is shown and exported: money in fen, weight in grams,
 * whole counts, a one-decimal figure, a share from 0 to 1, a change against the period before.
 */
type ValueKind = 'text' | 'fen' | 'grams' | 'count' | 'decimal' | 'share' | 'change';

/** One column of a statistics table; the same description draws the cell and writes the CSV. */
export type StatsColumn<R> = {
  key: string;
  title: string;
  kind: ValueKind;
  value: (row: R) => string | number | null;
  /** What the cell shows instead of the plain value (a link, a name with its PLU). */
  render?: (row: R) => ReactNode;
  /** For a change: which way is good news. */
  better?: Better;
  width?: number;
  /**
   * Where the column goes in a row's card on a phone: in its title, or beside it (`extra-named`
   * with its heading, for a bare number such as a PLU). Without any, a card is titled by the first
   * column; the other columns are its figures.
   */
  phone?: 'title' | 'extra' | 'extra-named';
};

function cellOf<R>(column: StatsColumn<R>, row: R): ReactNode {
  if (column.render) {
    return column.render(row);
  }
  const value = column.value(row);
  if (column.kind === 'change') {
    return (
      <ChangeText
        change={typeof value === 'number' ? value : null}
        {...(column.better ? { better: column.better } : {})}
      />
    );
  }
  if (typeof value !== 'number') {
    return value ?? '—';
  }
  switch (column.kind) {
    case 'fen':
      return formatFen(value);
    case 'grams':
      return formatKg(value);
    case 'count':
      return formatCount(value);
    case 'decimal':
      return value.toFixed(1);
    case 'share':
      return <ShareBar share={value} />;
    case 'text':
      return String(value);
  }
}

/** A cell as a spreadsheet reads it: yuan and kilograms as plain numbers, shares as percentages. */
function csvCell<R>(column: StatsColumn<R>, row: R): string {
  const value = column.value(row);
  if (typeof value !== 'number') {
    // Names are typed by people: one like "=HYPERLINK(…)" must not run in the spreadsheet.
    return csvSafeText(value ?? '');
  }
  switch (column.kind) {
    case 'fen':
      return (value / 100).toFixed(2);
    case 'grams':
      return (value / 1000).toFixed(3);
    case 'count':
      return String(value);
    case 'decimal':
      return value.toFixed(1);
    case 'share':
      return formatPercent(value);
    case 'change':
      return `${value > 0 ? '+' : ''}${formatPercent(value)}`;
    case 'text':
      return String(value);
  }
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A table as CSV text: UTF-8 with a byte-order mark, which Excel and WPS need to read Chinese,
 * and CRLF line ends. `header` names a column (with its unit, where it has one).
 */
export function csvOf<R>(columns: StatsColumn<R>[], rows: R[], header: (column: StatsColumn<R>) => string): string {
  const lines = [
    columns.map((column) => quoted(header(column))),
    ...rows.map((row) => columns.map((column) => quoted(csvCell(column, row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Hands a file to the browser's download. */
export function saveFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a table as a CSV file. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  saveFile(url, fileName);
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The column header of a CSV: money and weight say their unit, since the cells are bare numbers. */
export function useCsvHeader() {
  const { t } = useTranslation('stats');
  return <R,>(column: StatsColumn<R>) =>
    column.kind === 'fen'
      ? t('csvYuan', { title: column.title })
      : column.kind === 'grams'
        ? t('csvKg', { title: column.title })
        : column.title;
}

/** A row as a card: what names it in the title, its figures under it, two to a line. */
function phoneCardOf<R>(columns: StatsColumn<R>[], row: R): PhoneCard {
  const hinted = columns.some((column) => column.phone);
  const placeOf = (column: StatsColumn<R>, index: number) =>
    hinted ? column.phone : index === 0 ? 'title' : undefined;
  const placed = columns.map((column, index) => ({ column, place: placeOf(column, index) }));
  const extra = placed.filter(({ place }) => place?.startsWith('extra'));
  return {
    title: (
      <Flex wrap gap={8}>
        {placed
          .filter(({ place }) => place === 'title')
          .map(({ column }) => (
            <span key={column.key}>{cellOf(column, row)}</span>
          ))}
      </Flex>
    ),
    extra:
      extra.length > 0 ? (
        <Typography.Text type="secondary">
          {extra
            .map(
              ({ column, place }) => `${place === 'extra-named' ? `${column.title} ` : ''}${column.value(row) ?? ''}`,
            )
            .join(' · ')}
        </Typography.Text>
      ) : undefined,
    body: (
      <CardFacts
        facts={placed
          .filter(({ place }) => place === undefined)
          .map(({ column }) => ({ key: column.key, label: column.title, value: cellOf(column, row) }))}
      />
    ),
  };
}

/**
 * A statistics table: numbers right-aligned with tabular digits. Pages of `pageSize` rows unless
 * `pagination` says otherwise (a server-side pager). On a phone, a card a row (`phoneCardOf`).
 */
export function StatsTable<R>({
  columns,
  rows,
  rowKey,
  pageSize = 10,
  pagination,
  label,
}: {
  columns: StatsColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  pageSize?: number;
  pagination?: TablePaginationConfig | false;
  label?: string;
}) {
  const { t } = useTranslation('stats');
  const screens = Grid.useBreakpoint();
  // The page of the cards, when the rows are all here and the table would page them itself.
  const [phonePage, setPhonePage] = useState(1);
  if (screens.xs) {
    const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
    const current = Math.min(phonePage, pageCount);
    const own = pagination === undefined;
    return (
      <section aria-label={label}>
        <PhoneCards
          rows={own ? rows.slice((current - 1) * pageSize, current * pageSize) : rows}
          rowKey={rowKey}
          cardOf={(row) => phoneCardOf(columns, row)}
          loading={false}
          empty={<Typography.Text type="secondary">{t('noSales')}</Typography.Text>}
          pagination={
            own ? { current, pageSize, total: rows.length, hideOnSinglePage: true, onChange: setPhonePage } : pagination
          }
        />
      </section>
    );
  }
  const tableColumns: TableColumnsType<R> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.kind === 'text' ? 'left' : 'right',
    ...(column.width ? { width: column.width } : {}),
    render: (_value: unknown, row: R) => cellOf(column, row),
  }));
  return (
    <Table<R>
      size="small"
      aria-label={label}
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      locale={{ emptyText: t('noSales') }}
      pagination={
        pagination ??
        (rows.length > pageSize ? { pageSize, size: 'small', showSizeChanger: false, hideOnSinglePage: true } : false)
      }
    />
  );
}
