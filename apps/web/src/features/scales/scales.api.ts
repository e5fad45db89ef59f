import type {
  CreatedScale,
  CreateScaleBody,
  HotKey,
  ListScaleGoodsQuery,
  ListScalesQuery,
  ListShopGoodsQuery,
  Page,
  PutHotKeysBody,
  Scale,
  ScaleDetail,
  ScaleGood,
  ScaleGoodsBody,
  ShopGood,
  UpdateScaleBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { showErrorWithReasons } from '../../shared/error-reasons';

export const scalesKeys = {
  all: ['scales'] as const,
  lists: ['scales', 'list'] as const,
  list: (query: ListScalesQuery) => ['scales', 'list', query] as const,
  detail: (id: number, shopId: number) => ['scales', 'one', id, 'detail', shopId] as const,
  goods: (id: number, query: ListScaleGoodsQuery) => ['scales', 'one', id, 'goods', query] as const,
  hotKeys: (id: number, shopId: number) => ['scales', 'one', id, 'hot_keys', shopId] as const,
  shopGoods: (shopId: number, query: ListShopGoodsQuery) => ['scales', 'shop-goods', shopId, query] as const,
};

const isId = (value: number) => Number.isInteger(value) && value > 0;

export const useScales = (query: ListScalesQuery) =>
  useQuery({
    queryKey: scalesKeys.list(query),
    queryFn: () => api.get<Page<Scale>>('/management/scales', { query }),
    placeholderData: keepPreviousData,
  });

/** One scale in its shop; without a shop (a link that lost it) by its id alone, the answer naming the shop. */
export function useScale(shopId: number, id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: scalesKeys.detail(id, shopId),
    queryFn: async () => {
      if (isId(shopId)) {
        return api.get<ScaleDetail>(`/shops/${shopId}/scales/${id}`);
      }
      const scale = await api.get<ScaleDetail>(`/scales/${id}`);
      // The page puts the shop into the address next: it finds the scale already read.
      queryClient.setQueryData(scalesKeys.detail(id, scale.shop_id), scale);
      return scale;
    },
    enabled: isId(id),
    meta: { quiet: true },
  });
}

function useInvalidateScales() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scalesKeys.all });
}

export const useCreateScale = () => {
  const invalidate = useInvalidateScales();
  return useMutation({
    mutationFn: (body: CreateScaleBody) => api.post<CreatedScale>('/management/scales/create', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateScale = () => {
  const invalidate = useInvalidateScales();
  return useMutation({
    mutationFn: ({ scale, body }: { scale: Scale; body: UpdateScaleBody }) =>
      api.put<Scale>(`/shops/${scale.shop_id}/scales/${scale.id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteScale = () => {
  const invalidate = useInvalidateScales();
  return useMutation({
    mutationFn: (scale: Scale) => api.delete<null>(`/shops/${scale.shop_id}/scales/${scale.id}`),
    onSuccess: invalidate,
    onError: showErrorWithReasons,
    meta: { inlineFieldErrors: true },
  });
};

/** Issues a new device key; the old one stops working at once. */
export const useRegenerateDeviceKey = () =>
  useMutation({
    mutationFn: (scale: Scale) =>
      api.post<{ device_key: string }>(`/shops/${scale.shop_id}/scales/${scale.id}/device_key`),
  });

export const useScaleGoods = (id: number, query: ListScaleGoodsQuery) =>
  useQuery({
    queryKey: scalesKeys.goods(id, query),
    queryFn: () => api.get<Page<ScaleGood>>(`/scales/${id}/goods`, { query }),
    placeholderData: keepPreviousData,
  });

/** The shop's goods, from which goods are put on one of its scales. */
export const useShopGoodsForScale = (shopId: number, query: ListShopGoodsQuery, enabled: boolean) =>
  useQuery({
    queryKey: scalesKeys.shopGoods(shopId, query),
    queryFn: () => api.get<Page<ShopGood>>(`/management/shops/${shopId}/goods`, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Puts goods on the scale (op_flag 1) or takes them off (0); goods already there are skipped. */
export const useChangeScaleGoods = (id: number) => {
  const invalidate = useInvalidateScales();
  return useMutation({
    mutationFn: (body: ScaleGoodsBody) =>
      api.post<{ changed: number; goods_count: number }>(`/scales/${id}/goods`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useHotKeys = (id: number, shopId: number) =>
  useQuery({
    queryKey: scalesKeys.hotKeys(id, shopId),
    queryFn: () => api.get<HotKey[]>(`/shops/${shopId}/scales/${id}/hot_keys`),
  });

export const useSaveHotKeys = (id: number, shopId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hotKeys: HotKey[]) =>
      api.put<HotKey[]>(`/shops/${shopId}/scales/${id}/hot_keys`, { hot_keys: hotKeys } satisfies PutHotKeysBody),
    onSuccess: async (saved) => {
      queryClient.setQueryData(scalesKeys.hotKeys(id, shopId), saved);
      // The details carry the pending-changes count, which a saved board raises.
      await queryClient.invalidateQueries({ queryKey: scalesKeys.detail(id, shopId) });
      await queryClient.invalidateQueries({ queryKey: scalesKeys.lists });
    },
    meta: { inlineFieldErrors: true },
  });
};
