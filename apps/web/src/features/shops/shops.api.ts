import type { CreateShopBody, ListShopsQuery, Page, Shop, UpdateShopBody } from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const shopsKeys = {
  all: ['shops'] as const,
  list: (query: ListShopsQuery) => ['shops', 'list', query] as const,
  one: (id: number) => ['shops', 'one', id] as const,
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
