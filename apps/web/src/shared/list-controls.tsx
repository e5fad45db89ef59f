import { Form, Input, type TablePaginationConfig } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchActions } from './list-filters';

/**
 * A one-box search above a list: submits the trimmed text (undefined when empty); Reset empties
 * the box and searches again. The box's id is `<name>_q`.
 */
export function QuickSearch({
  name,
  placeholder,
  onSearch,
  style,
}: {
  name: string;
  placeholder: string;
  onSearch: (q: string | undefined) => void;
  style?: CSSProperties;
}) {
  const [form] = Form.useForm<{ q?: string }>();
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      onFinish={(values) => onSearch(values.q?.trim() || undefined)}
      style={{ rowGap: 8, ...style }}
      clearOnDestroy
    >
      <Form.Item name="q">
        <Input placeholder={placeholder} aria-label={placeholder} allowClear style={{ width: 220 }} />
      </Form.Item>
      <SearchActions
        onReset={() => {
          form.resetFields();
          onSearch(undefined);
        }}
      />
    </Form>
  );
}

/** From more pages than this, a pager also takes a page number typed in. */
const PAGES_TO_CLICK_THROUGH = 10;

/**
 * A list table's pager over the page in the address (use-list-query), with the total shown. A long
 * list also takes a page number typed in: page 2 500 of a catalogue is otherwise 500 clicks away.
 */
export function usePagination(
  paging: { page: number; per_page: number },
  total: number | undefined,
  setPaging: (page: number, perPage: number) => void,
): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: paging.page,
    pageSize: paging.per_page,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('total', { total: count }),
    showQuickJumper: (total ?? 0) > paging.per_page * PAGES_TO_CLICK_THROUGH,
    onChange: setPaging,
  };
}

/**
 * A list whose search and page live in the component (a tab or a dialog), not in the address:
 * the search text, the page, and after removing rows, the page that is still there.
 */
export function useLocalList() {
  const [q, setQ] = useState<string | undefined>();
  const [paging, setPagingState] = useState({ page: 1, per_page: 10 });
  return {
    q,
    paging,
    /** For `usePagination`. */
    setPaging: (page: number, perPage: number) => setPagingState({ page, per_page: perPage }),
    /** A new search starts on its first page. */
    search: (text: string | undefined) => {
      setQ(text);
      setPagingState((p) => ({ ...p, page: 1 }));
    },
    /** Removing the whole last page shows the page that is now last. */
    afterRemoving: (total: number, removed: number) => {
      const left = total - removed;
      setPagingState((p) => ({ ...p, page: Math.min(p.page, Math.max(1, Math.ceil(left / p.per_page))) }));
    },
  };
}

/** The width of a row-selection checkbox column, as antd draws it. */
export const SELECTION_COLUMN_WIDTH = 48;

/**
 * The width a table needs for its columns' widths side by side (`scroll.x`): narrower, antd
 * squeezes the columns that have none (a name) down to a letter a line.
 */
export function columnsWidth(columns: readonly { width?: string | number }[], extra = 0): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), extra);
}
