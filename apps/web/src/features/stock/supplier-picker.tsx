import type { Page } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { RemotePicker, type RemotePickerProps } from '../../shared/pickers/remote-picker';
import { fetchSupplierOptions, supplierKeys } from './suppliers.api';
import { suppliersMessages } from './suppliers.messages';

registerMessages('suppliers', suppliersMessages);

type Props = RemotePickerProps & {
  /** The supplier a document already names: its name shows even when on no page fetched, or disabled since. */
  known?: { id: number; name: string } | null | undefined;
  /** Offer disabled suppliers too: for filtering documents already written, not for writing one. */
  includeDisabled?: boolean;
};

/**
 * A supplier, searched by name (console spec §2 pickers: search box, pages of 10): active ones
 * unless `includeDisabled`. The value is the supplier's id.
 */
export function SupplierPicker({ known, includeDisabled = false, ...props }: Props) {
  const { t } = useTranslation('suppliers');
  const queryKey = supplierKeys.picker(includeDisabled);
  // The picker labels its value from the pages cached under its key: the known supplier is kept
  // there as a page of its own for as long as the picker is shown.
  const knownPage: Page<{ id: number; name: string }> = { list: known ? [known] : [], meta: { total: known ? 1 : 0 } };
  useQuery({
    queryKey: [...queryKey, 'known', known?.id ?? null],
    queryFn: () => knownPage,
    initialData: knownPage,
    staleTime: Infinity,
    enabled: Boolean(known),
  });
  return (
    <RemotePicker
      placeholder={t('pickSupplier')}
      {...props}
      queryKey={queryKey}
      fetchPage={(query) => fetchSupplierOptions(query, includeDisabled)}
    />
  );
}
