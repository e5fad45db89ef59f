import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Grid, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneCardList, type PhoneCard } from './phone-card-list';
import './list-table.css';

/*
 * A list page's table and pager, for lists that only show rows a page at a time: antd's `Table`
 * and `Pagination` bring 61 KB of gzip (column filters, selection, sorting, virtual rows and the
 * page-size `Select`) that such a page never uses. Drawn to look like antd's tables beside it, from
 * the theme's variables (list-table.css); the page size is a native select.
 */

export type ListColumn<T> = {
  key: string;
  title: ReactNode;
  /** What the cell shows. */
  render: (row: T) => ReactNode;
  /** In pixels; columns without a width share what is left. */
  width?: number;
  /** One line, cut short with … (the whole text shown on hover). */
  ellipsis?: boolean;
};

/** The page shown, and how to ask for another (the page in the address: use-list-query). */
export type ListPaging = {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number, perPage: number) => void;
};

type Props<T> = {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The loading mask over the rows (see `listLoading`). */
  loading: boolean;
  /** What an empty list shows instead of rows. */
  empty: ReactNode;
  /** The table's width, scrolled sideways in a narrower window. */
  minWidth?: number;
  paging: ListPaging;
  /** A row as a card on a phone (phone-cards.tsx), where the table would scroll sideways. */
  phoneCard?: (row: T) => PhoneCard;
};

export function ListTable<T>({ columns, rows, rowKey, loading, empty, minWidth, paging, phoneCard }: Props<T>) {
  const screens = Grid.useBreakpoint();
  const cellClass = (column: ListColumn<T>) => (column.ellipsis ? 'list-table-ellipsis' : undefined);
  if (phoneCard && screens.xs) {
    return (
      <Spin spinning={loading}>
        <PhoneCardList rows={rows} rowKey={rowKey} cardOf={phoneCard} empty={empty} />
        {paging.total > 0 && <ListPager {...paging} />}
      </Spin>
    );
  }
  return (
    <Spin spinning={loading}>
      <div className="list-table-scroll">
        <table className="list-table" style={minWidth ? { width: minWidth, minWidth: '100%' } : undefined}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} className={cellClass(column)} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="list-table-placeholder">
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="list-table-row">
                  {columns.map((column) => {
                    const content = column.render(row);
                    return (
                      <td
                        key={column.key}
                        className={cellClass(column)}
                        title={column.ellipsis && typeof content === 'string' ? content : undefined}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* Nothing to page through: no pager, as antd's tables do. */}
      {paging.total > 0 && <ListPager {...paging} />}
    </Spin>
  );
}

/** The page sizes offered, as antd's pager offers them. */
const PAGE_SIZES = [10, 20, 50, 100] as const;

export type PagerItem = number | 'jump-prev' | 'jump-next';

/**
 * The pages a pager offers, as antd's does: every page up to nine, else the first and last, the
 * current one with two either side (five at an end), and a jump of five where pages are left out.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 9) {
    return Array.from({ length: pageCount }, (_, index) => index + 1);
  }
  let first = Math.max(1, current - 2);
  let last = Math.min(pageCount, current + 2);
  if (current - 1 <= 2) {
    last = 5;
  }
  if (pageCount - current <= 2) {
    first = pageCount - 4;
  }
  const items: PagerItem[] = [];
  if (first > 1) {
    items.push(1);
  }
  if (current - 1 >= 4) {
    items.push('jump-prev');
  }
  for (let page = first; page <= last; page += 1) {
    items.push(page);
  }
  if (pageCount - current >= 4) {
    items.push('jump-next');
  }
  if (last < pageCount) {
    items.push(pageCount);
  }
  return items;
}

/** Total, pages and page size under a list: antd's pager without its `Select`. */
export function ListPager({ page, perPage, total, onChange }: ListPaging) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, pageCount);
  const go = (next: number) => onChange(Math.min(pageCount, Math.max(1, next)), perPage);
  const jump = (to: number, label: string, icon: ReactNode) => (
    <li key={label}>
      <button type="button" className="list-pager-jump" title={label} aria-label={label} onClick={() => go(to)}>
        <span className="list-pager-jump-icon">{icon}</span>
        <span className="list-pager-jump-dots" aria-hidden>
          •••
        </span>
      </button>
    </li>
  );
  const step = (to: number, label: string, disabled: boolean, icon: ReactNode) => (
    <li>
      <button
        type="button"
        className="list-pager-step"
        title={label}
        aria-label={label}
        disabled={disabled}
        onClick={() => go(to)}
      >
        {icon}
      </button>
    </li>
  );
  return (
    <nav className="list-pager" aria-label={t('pages')}>
      <span className="list-pager-total">{t('total', { total })}</span>
      <ul>
        {step(current - 1, t('previousPage'), current <= 1, <LeftOutlined />)}
        {pagerItems(current, pageCount).map((item) =>
          item === 'jump-prev' ? (
            jump(current - 5, t('previousPages'), <DoubleLeftOutlined />)
          ) : item === 'jump-next' ? (
            jump(current + 5, t('nextPages'), <DoubleRightOutlined />)
          ) : (
            <li key={item}>
              <button
                type="button"
                className="list-pager-page"
                title={String(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        {step(current + 1, t('nextPage'), current >= pageCount, <RightOutlined />)}
      </ul>
      <select
        className="list-pager-size"
        aria-label={t('pageSize')}
        value={perPage}
        onChange={(event) => {
          // The page stays where it was, unless the larger pages leave fewer than that.
          const size = Number(event.target.value);
          onChange(Math.min(current, Math.max(1, Math.ceil(total / size))), size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('perPage', { size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
