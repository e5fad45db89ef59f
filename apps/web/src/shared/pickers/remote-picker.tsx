import type { Page } from '@tm/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Pagination, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config';

type Option = { id: number; name: string };

export type RemotePickerProps = {
  value?: number | null | undefined;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Stretch to the form's width instead of the picker width of the spec (180 px). */
  block?: boolean;
  id?: string;
  /** In a list's filters, where no label stands beside it: its placeholder is its name. */
  filter?: boolean;
};

type Props = RemotePickerProps & {
  queryKey: readonly unknown[];
  fetchPage: (query: { name?: string; page: number; per_page: number }) => Promise<Page<Option>>;
};

/** A picker below another (shop under company, scale under shop): a new parent clears the choice. */
export function useClearWhenChanged(parent: number | undefined, onChange: ((value: undefined) => void) | undefined) {
  const previous = useRef(parent);
  useEffect(() => {
    if (previous.current !== parent) {
      previous.current = parent;
      onChange?.(undefined);
    }
  }, [parent, onChange]);
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The drop-down pickers of console spec §2: a name search box and pages of 10, 180 px wide.
 * The selected option stays labelled even when it is not on the page shown.
 */
export function RemotePicker({
  value,
  onChange,
  placeholder,
  disabled,
  block,
  id,
  filter,
  queryKey,
  fetchPage,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const name = useDebounced(search.trim(), 250);
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: [...queryKey, { name, page }],
    queryFn: () => fetchPage({ ...(name ? { name } : {}), page, per_page: appConfig.pickerPageSize }),
    placeholderData: keepPreviousData,
    enabled: !disabled,
  });
  const list = query.data?.list ?? [];

  const options = list.map((option) => ({ value: option.id, label: option.name }));
  if (value && !options.some((o) => o.value === value)) {
    // The chosen option is on another page: take its name from any page fetched before.
    const seen = queryClient
      .getQueriesData<Page<Option>>({ queryKey })
      .flatMap(([, cached]) => cached?.list ?? [])
      .find((option) => option.id === value);
    options.unshift({ value, label: seen?.name ?? `#${value}` });
  }

  return (
    <Select<number>
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          setSearch(text);
          setPage(1);
        },
      }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
      aria-label={filter ? placeholder : undefined}
      disabled={disabled}
      loading={query.isFetching}
      style={{ width: block ? '100%' : appConfig.pickerWidth }}
      options={options}
      notFoundContent={t('noData')}
      popupRender={(menu) => (
        <>
          {menu}
          {(query.data?.meta.total ?? 0) > appConfig.pickerPageSize && (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <Pagination
                simple
                size="small"
                current={page}
                pageSize={appConfig.pickerPageSize}
                total={query.data?.meta.total ?? 0}
                onChange={setPage}
                style={{ textAlign: 'center', padding: 4 }}
              />
            </>
          )}
        </>
      )}
    />
  );
}
