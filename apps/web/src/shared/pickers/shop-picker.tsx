import type { Page, ShopOption } from '@tm/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';
import { RemotePicker, useClearWhenChanged, type RemotePickerProps } from './remote-picker';

/**
 * Shop drop-down filtered by company (console spec §2): changing the company clears the shop.
 */
export function ShopPicker({ companyId, ...props }: RemotePickerProps & { companyId?: number | undefined }) {
  const { t } = useTranslation();
  useClearWhenChanged(companyId, props.onChange);
  return (
    <RemotePicker
      placeholder={t('pickShop')}
      {...props}
      queryKey={['shops', 'picker', companyId ?? null]}
      fetchPage={(query) =>
        api.get<Page<ShopOption>>('/management/shops/search', { query: { ...query, company_id: companyId } })
      }
    />
  );
}
