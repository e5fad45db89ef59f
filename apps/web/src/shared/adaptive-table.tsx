import { Empty, Flex, Grid, Table, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { isValidElement, type Key, type ReactNode } from 'react';
import { CardFacts, PhoneCards, type PhoneCard } from './phone-cards';

type Props<T> = Omit<TableProps<T>, 'columns' | 'rowKey' | 'pagination'> & {
  columns: TableColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => Key);
  pagination: TablePaginationConfig | false;
  /** The page's own card of a row on a phone; without one, a card made from the columns. */
  phoneCard?: (row: T) => PhoneCard;
};

type LeafColumn<T> = TableColumnsType<T>[number] & {
  dataIndex?: string | number | readonly (string | number)[];
  render?: (value: unknown, row: T, index: number) => unknown;
};

function valueAt(row: unknown, path: LeafColumn<unknown>['dataIndex']): unknown {
  if (path === undefined) {
    return undefined;
  }
  let value = row;
  for (const step of Array.isArray(path) ? (path as readonly (string | number)[]) : [path as string | number]) {
    if (value === null || value === undefined) {
      return undefined;
    }
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** What a column's cell shows for a row, as antd's table draws it. */
function cellOf<T>(column: LeafColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  const shown = column.render ? column.render(value, row, index) : value;
  // A render may answer antd's { children, props } cell.
  if (shown && typeof shown === 'object' && !isValidElement(shown) && 'children' in shown) {
    return (shown as { children: ReactNode }).children;
  }
  return shown === null || shown === undefined || shown === '' ? '—' : (shown as ReactNode);
}

/**
 * A row of a table as a phone's card, from the table's own columns: the first names it, the
 * others are its facts, and the actions column (key `actions`) goes last.
 */
export function cardFromColumns<T>(columns: TableColumnsType<T>, rows: readonly T[]) {
  const leaves = columns.filter((column) => !('children' in column) && !column.hidden) as LeafColumn<T>[];
  const [first, ...rest] = leaves;
  const actions = rest.find((column) => column.key === 'actions');
  const facts = rest.filter((column) => column !== actions);
  return (row: T): PhoneCard => {
    const index = rows.indexOf(row);
    return {
      title: first ? cellOf(first, row, index) : null,
      body: (
        <>
          <CardFacts
            facts={facts.map((column, at) => ({
              key: String(column.key ?? column.dataIndex ?? at),
              label: typeof column.title === 'function' ? null : column.title,
              value: cellOf(column, row, index),
            }))}
          />
          {actions && (
            <Flex justify="flex-end" style={{ marginTop: 8 }}>
              {cellOf(actions, row, index)}
            </Flex>
          )}
        </>
      ),
    };
  };
}

/**
 * antd's table on a screen wide enough for it; on a phone (below `sm`) its rows as cards built from
 * the same columns (or the page's own `phoneCard`), so a list reads there without scrolling
 * sideways. Row selection, sorting and row clicks are the table's alone.
 */
export function AdaptiveTable<T extends object>(props: Props<T>) {
  const screens = Grid.useBreakpoint();
  if (!screens.xs) {
    const { phoneCard: _card, ...table } = props;
    return <Table<T> {...table} />;
  }
  const { columns, dataSource = [], rowKey, loading, pagination, locale, phoneCard } = props;
  const empty = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
  return (
    <PhoneCards
      rows={dataSource}
      rowKey={typeof rowKey === 'function' ? rowKey : (row) => row[rowKey] as Key}
      cardOf={phoneCard ?? cardFromColumns(columns, dataSource)}
      loading={typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading)}
      empty={typeof empty === 'string' || empty === undefined ? <Empty description={empty} /> : empty}
      pagination={pagination}
    />
  );
}
