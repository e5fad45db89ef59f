import type { CreateGoodBody, Good, ListGoodsQuery, Page, PriceChange, UpdateGoodBody } from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const goodsKeys = {
  all: ['goods'] as const,
  list: (query: ListGoodsQuery) => ['goods', 'list', query] as const,
  history: (id: number) => ['goods', 'history', id] as const,
};

export const useGoods = (query: ListGoodsQuery) =>
  useQuery({
    queryKey: goodsKeys.list(query),
    queryFn: () => api.get<Page<Good>>('/management/goods', { query }),
    placeholderData: keepPreviousData,
  });

export const usePriceHistory = (id: number | undefined) =>
  useQuery({
    queryKey: goodsKeys.history(id ?? 0),
    queryFn: () => api.get<PriceChange[]>(`/management/goods/${id}/price_history`),
    enabled: Boolean(id),
  });

function useInvalidateGoods() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goodsKeys.all });
}

export const useCreateGood = () => {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: CreateGoodBody) => api.post<Good>('/management/goods', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateGood = () => {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateGoodBody }) => api.put<Good>(`/management/goods/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteGood = () => {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/management/goods/${id}`),
    onSuccess: invalidate,
  });
};
