import type { Good } from '@tm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { RemotePicker, type RemotePickerProps } from '../../shared/pickers/remote-picker';
import {
  fetchZonePage,
  searchGoods,
  searchScaleOptions,
  searchShopOptions,
  searchZoneOptions,
  type Option,
} from './prices.api';

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const goodNameOf = (good: Pick<Good, 'name_lines'>) => good.name_lines.filter(Boolean).join(' ');

type MultiSelectProps = {
  id?: string;
  /** The chosen rows with their names, so the names show whatever the search finds now. */
  value?: Option[];
  onChange?: (value: Option[]) => void;
  /** Administrators search the company they chose; a company's user searches their own. */
  companyId: number | undefined;
  disabled?: boolean;
  placeholder?: string;
};

/** Many rows found by a server search (20 at a time), usable as a form field. */
function SearchMultiSelect({
  id,
  value = [],
  onChange,
  companyId,
  disabled,
  placeholder,
  queryKey,
  search,
}: MultiSelectProps & {
  queryKey: string;
  search: (q: string, companyId: number | undefined) => Promise<Option[]>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const found = useQuery({
    queryKey: ['prices', 'options', queryKey, companyId ?? null, q],
    queryFn: () => search(q, companyId),
    placeholderData: keepPreviousData,
    enabled: !disabled,
  });
  const options = [
    ...value.filter((chosen) => !found.data?.some((option) => option.id === chosen.id)),
    ...(found.data ?? []),
  ].map((option) => ({ value: option.id, label: option.name }));

  return (
    <Select<{ value: number; label: string }[]>
      id={id}
      mode="multiple"
      labelInValue
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value.map((option) => ({ value: option.id, label: option.name }))}
      onChange={(chosen) => {
        setText('');
        onChange?.(chosen.map((item) => ({ id: item.value, name: item.label })));
      }}
      options={options}
      disabled={disabled}
      placeholder={placeholder}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? t('loading') : t('noData')}
      style={{ width: '100%' }}
    />
  );
}

export const ZoneMultiSelect = (props: MultiSelectProps) => (
  <SearchMultiSelect {...props} queryKey="zones" search={searchZoneOptions} />
);
export const ShopMultiSelect = (props: MultiSelectProps) => (
  <SearchMultiSelect {...props} queryKey="shops" search={searchShopOptions} />
);
export const ScaleMultiSelect = (props: MultiSelectProps) => (
  <SearchMultiSelect {...props} queryKey="scales" search={searchScaleOptions} />
);
export const GoodMultiSelect = (props: MultiSelectProps) => (
  <SearchMultiSelect
    {...props}
    queryKey="goods"
    search={async (q, companyId) => {
      const page = await searchGoods(q, companyId);
      return page.list.map((good) => ({ id: good.id, name: `${good.plu} ${goodNameOf(good)}` }));
    }}
  />
);

/**
 * One zone, for a list's filter: the zones of the chosen company, searched by name. The filter
 * form clears it when the user picks another company (not when the address fills the form).
 */
export function ZonePicker({ companyId, ...props }: RemotePickerProps & { companyId: number | undefined }) {
  const { t } = useTranslation('prices');
  return (
    <RemotePicker
      placeholder={t('allZones')}
      {...props}
      queryKey={['prices', 'zone-picker', companyId ?? null]}
      fetchPage={(query) => fetchZonePage(query, companyId)}
    />
  );
}

/**
 * The box that adds a good to a price change, found by PLU, item code or name: picking one adds
 * its row and empties the box for the next; goods already added are shown but cannot be picked.
 */
export function GoodAdder({
  companyId,
  disabled,
  addedIds,
  onAdd,
}: {
  companyId: number | undefined;
  disabled?: boolean;
  addedIds: ReadonlySet<number>;
  onAdd: (good: Good) => void;
}) {
  const { t } = useTranslation('prices');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 200);
  const goods = useQuery({
    queryKey: ['prices', 'options', 'good-adder', companyId ?? null, q],
    queryFn: () => searchGoods(q, companyId),
    placeholderData: keepPreviousData,
    enabled: !disabled,
  });
  const list = goods.data?.list ?? [];

  return (
    <Select<number | null>
      aria-label={t('addGood')}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={null}
      disabled={disabled}
      placeholder={t('addGoodPlaceholder')}
      loading={goods.isFetching}
      notFoundContent={goods.isFetching ? t('common:loading') : t('noGoodFound')}
      style={{ width: 360 }}
      options={list.map((good) => ({
        value: good.id,
        label: `${good.plu} ${goodNameOf(good)}`,
        disabled: addedIds.has(good.id),
      }))}
      optionRender={(option) => {
        const good = list.find((candidate) => candidate.id === option.value);
        return good ? (
          <span>
            <strong>{good.plu}</strong> {goodNameOf(good)}
            <span style={{ color: 'var(--ant-color-text-description)', float: 'right' }}>
              {addedIds.has(good.id) ? t('alreadyAdded') : formatFen(good.unit_price)}
            </span>
          </span>
        ) : (
          option.label
        );
      }}
      onChange={(goodId) => {
        const good = list.find((candidate) => candidate.id === goodId);
        if (good) {
          onAdd(good);
        }
        setText('');
      }}
    />
  );
}

/** Administrators name the company first: its shops, scales, zones and goods are the ones offered below. */
export function CompanyField() {
  const { t } = useTranslation('prices');
  return (
    <Form.Item name="company_id" label={t('company')} rules={[{ required: true, message: t('companyRequired') }]}>
      <CompanyPicker block />
    </Form.Item>
  );
}
