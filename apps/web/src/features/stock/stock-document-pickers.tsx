import { stockUnitOf, type Good, type Page, type StockDocument, type StockUnit } from '@tm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemotePicker, type RemotePickerProps } from '../../shared/pickers/remote-picker';
import { fetchSourceDocuments, searchGoods, stockDocumentKeys } from './stock-documents.api';

/** How a source document reads in a picker: its number, its supplier and its shop. */
export const sourceLabel = (document: Pick<StockDocument, 'id' | 'number' | 'supplier' | 'shop'>) =>
  [document.number ?? `#${document.id}`, document.supplier?.name, document.shop.name].filter(Boolean).join(' · ');

/**
 * A document a new one is made from, searched by number: an open purchase order (for a receipt)
 * or a posted receipt not reversed (for a purchase return). `known` labels the one already named.
 */
export function SourceDocumentPicker({
  sourceType,
  known,
  ...props
}: RemotePickerProps & {
  sourceType: 'purchase_order' | 'receipt';
  known?: { id: number; name: string } | undefined;
}) {
  const { t } = useTranslation('stockDocuments');
  const queryKey = [...stockDocumentKeys.options, sourceType];
  // The picker labels its value from the pages cached under its key: the known document is kept
  // there as a page of its own while the picker is shown.
  const knownPage: Page<{ id: number; name: string }> = {
    list: known ? [known] : [],
    meta: { total: known ? 1 : 0 },
  };
  useQuery({
    queryKey: [...queryKey, 'known', known?.id ?? null],
    queryFn: () => knownPage,
    initialData: knownPage,
    staleTime: Infinity,
    enabled: Boolean(known),
  });
  return (
    <RemotePicker
      placeholder={t(sourceType === 'purchase_order' ? 'pickOrder' : 'pickReceipt')}
      {...props}
      queryKey={queryKey}
      fetchPage={async (query) => {
        const page = await fetchSourceDocuments(sourceType, query);
        const usable = page.list.filter((document) => document.reverses === null && document.reversed_by === null);
        return { list: usable.map((document) => ({ id: document.id, name: sourceLabel(document) })), meta: page.meta };
      }}
    />
  );
}

/** A good as a document's line needs it: what the line shows and the unit its quantity is typed in. */
export type GoodChoice = { id: number; plu: number; name: string; unit: StockUnit };

export const goodNameOf = (good: Pick<Good, 'name_lines'>) => good.name_lines.filter(Boolean).join(' ');

const choiceOf = (good: Good): GoodChoice => ({
  id: good.id,
  plu: good.plu,
  name: goodNameOf(good),
  unit: stockUnitOf(good.pricing_mode),
});

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A line's good, found by typing its PLU, item code or name: Enter takes the first match, so a
 * clerk with the PLU list in hand never leaves the keyboard.
 */
export function GoodSelect({
  id,
  value,
  onChange,
  onPicked,
  status,
}: {
  id?: string;
  value?: GoodChoice | undefined;
  onChange?: (good: GoodChoice | undefined) => void;
  /** After a good is chosen (the form moves on to the quantity). */
  onPicked?: () => void;
  status?: 'error' | 'warning' | '';
}) {
  const { t } = useTranslation('stockDocuments');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 200);
  const goods = useQuery({
    queryKey: ['goods', 'stock-lines', q],
    queryFn: () => searchGoods(q),
    placeholderData: keepPreviousData,
  });
  const choices = (goods.data?.list ?? []).map(choiceOf);
  if (value && !choices.some((choice) => choice.id === value.id)) {
    choices.unshift(value);
  }
  const unitWord = (unit: StockUnit) => (unit === 'g' ? 'kg' : t('piece'));

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value?.id}
      status={status}
      placeholder={t('pickGood')}
      loading={goods.isFetching}
      notFoundContent={goods.isFetching ? t('common:loading') : t('noGoodFound')}
      style={{ width: '100%' }}
      popupMatchSelectWidth={320}
      options={choices.map((choice) => ({
        value: choice.id,
        label: `${choice.plu} ${choice.name}`,
        title: `${choice.plu} ${choice.name} (${unitWord(choice.unit)})`,
      }))}
      optionRender={(option) => {
        const choice = choices.find((c) => c.id === option.value);
        return choice ? (
          <span>
            <strong>{choice.plu}</strong> {choice.name}
            <span style={{ color: 'var(--ant-color-text-description)', float: 'right' }}>{unitWord(choice.unit)}</span>
          </span>
        ) : (
          option.label
        );
      }}
      onChange={(goodId) => {
        onChange?.(choices.find((choice) => choice.id === goodId));
        setSearch('');
        onPicked?.();
      }}
    />
  );
}
