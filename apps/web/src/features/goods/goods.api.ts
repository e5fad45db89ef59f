import type {
  BatchOnSaleBody,
  BatchPriceBody,
  BatchResult,
  CreateGoodBody,
  Good,
  GoodListItem,
  ImportJob,
  ListGoodsQuery,
  Page,
  PhotoLink,
  PriceChange,
  SheetFormat,
  StartImportFields,
  UpdateGoodBody,
} from '@tm/contracts';
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
    queryFn: () => api.get<Page<GoodListItem>>('/management/goods', { query }),
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

export const useBatchPrice = () => {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: BatchPriceBody) => api.post<BatchResult>('/management/goods/batch/price', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useBatchOnSale = () => {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: BatchOnSaleBody) => api.post<BatchResult>('/management/goods/batch/on_sale', body),
    onSuccess: invalidate,
  });
};

export type ImportRequest = StartImportFields & { file: File };

export const useStartImport = () =>
  useMutation({
    mutationFn: ({ file, ...fields }: ImportRequest) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === 'string' || typeof value === 'number') {
          form.append(name, String(value));
        }
      }
      // Fields first, then the file: the server reads them in any order, but this is the usual one.
      form.append('file', file);
      return api.upload<ImportJob>('/management/goods/imports', form);
    },
  });

/** An import's progress, polled while it runs; the goods list refreshes when it ends. */
export function useImportJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['goods', 'import', id],
    queryFn: async () => {
      const job = await api.get<ImportJob>(`/management/goods/imports/${id}`);
      if (job.status !== 'running') {
        void queryClient.invalidateQueries({ queryKey: ['goods', 'list'] });
      }
      return job;
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
}

export const downloadTemplate = (format: SheetFormat) => api.download('/management/goods/import_template', { format });
export const downloadErrorReport = (jobId: string) =>
  api.download(`/management/goods/imports/${jobId}/errors`, { format: 'xlsx' });
export const downloadExport = (filters: ListGoodsQuery, format: SheetFormat) => {
  const { page: _page, per_page: _perPage, ...rest } = filters;
  return api.download('/management/goods/export', { ...rest, format });
};

export const usePhotoLink = () =>
  useMutation({ mutationFn: (goodId: number) => api.post<PhotoLink>(`/management/goods/${goodId}/photo_link`) });

export const useGood = (id: number | undefined, poll: boolean) =>
  useQuery({
    queryKey: ['goods', 'one', id],
    queryFn: () => api.get<Good>(`/management/goods/${id}`),
    enabled: Boolean(id),
    refetchInterval: poll ? 3000 : false,
  });
