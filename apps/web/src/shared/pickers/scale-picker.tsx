import type { Page, ScaleOption } from '@tm/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';
import { RemotePicker, useClearWhenChanged, type RemotePickerProps } from './remote-picker';

/** Scale drop-down under the shop (or company) picker: changing the shop or company clears the scale. */
export function ScalePicker({
  shopId,
  companyId,
  ...props
}: RemotePickerProps & { shopId?: number | undefined; companyId?: number | undefined }) {
  const { t } = useTranslation();
  useClearWhenChanged(shopId, props.onChange);
  useClearWhenChanged(companyId, props.onChange);
  return (
    <RemotePicker
      placeholder={t('pickScale')}
      {...props}
      queryKey={['scales', 'picker', shopId ?? null, companyId ?? null]}
      fetchPage={async (query) => {
        const page = await api.get<Page<ScaleOption>>('/management/scales/search', {
          query: { ...query, shop_id: shopId, company_id: companyId },
        });
        return { ...page, list: page.list.map((scale) => ({ id: scale.id, name: scale.scale_name })) };
      }}
    />
  );
}
