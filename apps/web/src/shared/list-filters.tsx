import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list-filters.css';

/** The Search and Reset buttons that end every list page's filter form. */
export function SearchActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('search')}
      </Button>
      <Button onClick={onReset}>{t('reset')}</Button>
    </Space>
  );
}

/**
 * A list's filters in a row, without antd's form engine (21 KB of gzip a list page need not load
 * before it shows): the fields are the page's own state (`useFilterDraft`), searched on Enter or
 * Search.
 */
export function ListFilters({
  onSearch,
  onReset,
  children,
}: {
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="list-filters" onSubmit={submit}>
      {children}
      <SearchActions onReset={onReset} />
    </form>
  );
}

/** A text filter: the placeholder is its name. */
export function FilterInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Input
      id={id}
      className="list-filters-input"
      placeholder={label}
      aria-label={label}
      allowClear
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}

/**
 * The filters being typed, starting from those of the address and following it when it changes
 * (Back, a link, Reset), until searched.
 */
export function useFilterDraft<F extends Record<string, string | number | undefined>>(filters: F) {
  const [draft, setDraft] = useState<F>(filters);
  // Compared by value: the address gives new objects of the same filters on every render.
  const applied = JSON.stringify(filters);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(filters);
  }
  return [draft, setDraft] as const;
}
