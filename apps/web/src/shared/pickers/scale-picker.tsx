import type { Page, ScaleOption } from '@tm/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';
import { RemotePicker, useClearWhenChanged, type RemotePickerProps } from './remote-picker';

/** Scale drop-down under the shop picker: changing the shop clears the scale. */
export function ScalePicker({ shopId, ...props }: RemotePickerProps & { shopId?: number | undefined }) {
  const { t } = useTranslation();
  useClearWhenChanged(shopId, props.onChange);
  return (
    <RemotePicker
      placeholder={t('pickScale')}
      {...props}
      queryKey={['scales', 'picker', shopId ?? null]}
      fetchPage={async (query) => {
        const page = await api.get<Page<ScaleOption>>('/management/scales/search', {
          query: { ...query, shop_id: shopId },
        });
        return { ...page, list: page.list.map((scale) => ({ id: scale.id, name: scale.scale_name })) };
      }}
    />
  );
}
