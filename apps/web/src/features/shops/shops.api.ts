import type {
  AddShopGoodsBody,
  AddShopGoodsResult,
  CreateShopBody,
  Good,
  ListShopGoodsQuery,
  ShopGoodCandidatesQuery,
  ListShopsQuery,
  Page,
  RemoveShopGoodsBody,
  RemoveShopGoodsResult,
  Shop,
  ShopGood,
  UpdateShopBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const shopsKeys = {
  all: ['shops'] as const,
  list: (query: ListShopsQuery) => ['shops', 'list', query] as const,
  one: (id: number) => ['shops', 'one', id] as const,
  /** Everything about what one shop sells: its goods and the goods it could add. */
  goodsOf: (shopId: number) => ['shops', 'goods', shopId] as const,
  goods: (shopId: number, query: ListShopGoodsQuery) => ['shops', 'goods', shopId, 'list', query] as const,
  candidates: (shopId: number, query: ShopGoodCandidatesQuery) =>
    ['shops', 'goods', shopId, 'candidates', query] as const,
};

export const useShops = (query: ListShopsQuery) =>
  useQuery({
    queryKey: shopsKeys.list(query),
    queryFn: () => api.get<Page<Shop>>('/management/shops', { query }),
    placeholderData: keepPreviousData,
  });

export const useShop = (id: number) =>
  useQuery({
    queryKey: shopsKeys.one(id),
    queryFn: () => api.get<Shop>(`/shops/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

function useInvalidateShops() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopsKeys.all });
}

export const useCreateShop = () => {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: (body: CreateShopBody) => api.post<Shop>('/management/shops/new/create', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateShop = () => {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateShopBody }) => api.put<Shop>(`/shops/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteShop = () => {
  const invalidate = useInvalidateShops();
  return useMutation({ mutationFn: (id: number) => api.delete<null>(`/shops/${id}`), onSuccess: invalidate });
};

export const useShopGoods = (shopId: number, query: ListShopGoodsQuery) =>
  useQuery({
    queryKey: shopsKeys.goods(shopId, query),
    queryFn: () => api.get<Page<ShopGood>>(`/management/shops/${shopId}/goods`, { query }),
    placeholderData: keepPreviousData,
  });

/** The company's goods this shop does not sell yet. */
export const useShopGoodCandidates = (shopId: number, query: ShopGoodCandidatesQuery, enabled: boolean) =>
  useQuery({
    queryKey: shopsKeys.candidates(shopId, query),
    queryFn: () => api.get<Page<Good>>(`/management/shops/${shopId}/goods/candidates`, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useInvalidateShopGoods(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopsKeys.goodsOf(shopId) });
}

export const useAddShopGoods = (shopId: number) => {
  const invalidate = useInvalidateShopGoods(shopId);
  return useMutation({
    mutationFn: (body: AddShopGoodsBody) => api.post<AddShopGoodsResult>(`/management/shops/${shopId}/goods`, body),
    onSuccess: invalidate,
  });
};

export const useRemoveShopGoods = (shopId: number) => {
  const invalidate = useInvalidateShopGoods(shopId);
  return useMutation({
    mutationFn: (goodIds: number[]) =>
      api.post<RemoveShopGoodsResult>('/goods/shops/delete', {
        shop_id: shopId,
        good_ids: goodIds,
      } satisfies RemoveShopGoodsBody),
    onSuccess: invalidate,
  });
};
