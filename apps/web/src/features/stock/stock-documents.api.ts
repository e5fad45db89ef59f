import type {
  CreateStockDocumentBody,
  ExportStockDocumentsQuery,
  Good,
  ListStockDocumentsQuery,
  Page,
  PostStockDocumentBody,
  ReverseStockDocumentBody,
  SheetFormat,
  StockCountImportResult,
  StockDocument,
  StockDocumentDetail,
  StockDocumentStatus,
  StockDocumentType,
  UpdateStockDocumentBody,
} from '@tm/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadProgress, type UploadProgress } from '../../shared/api-client';

const DOCUMENTS = '/management/stock/documents';

export const stockDocumentKeys = {
  all: ['stock', 'documents'] as const,
  lists: ['stock', 'documents', 'list'] as const,
  list: (query: ListStockDocumentsQuery) => ['stock', 'documents', 'list', query] as const,
  detail: (id: number) => ['stock', 'documents', 'detail', id] as const,
  options: ['stock', 'documents', 'options'] as const,
};

export const stockDocumentQuery = (id: number) =>
  queryOptions({
    queryKey: stockDocumentKeys.detail(id),
    queryFn: () => api.get<StockDocumentDetail>(`${DOCUMENTS}/${id}`),
  });

export const useStockDocuments = (query: ListStockDocumentsQuery) =>
  useQuery({
    queryKey: stockDocumentKeys.list(query),
    queryFn: () => api.get<Page<StockDocument>>(DOCUMENTS, { query }),
    placeholderData: keepPreviousData,
  });

export const useStockDocument = (id: number) =>
  useQuery({
    ...stockDocumentQuery(id),
    enabled: id > 0,
    // A missing document is said on the page itself.
    meta: { quiet: true },
  });

/**
 * Posting, receiving and reversing move stock, and a receipt fills its order: every stock figure
 * (documents, on-hand levels, stock cards) is refreshed after any change.
 */
function useInvalidateStock() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['stock'] });
}

export const useCreateStockDocument = () => {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: CreateStockDocumentBody) => api.post<StockDocument>(DOCUMENTS, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateStockDocument = () => {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStockDocumentBody }) =>
      api.put<StockDocument>(`${DOCUMENTS}/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteStockDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${DOCUMENTS}/${id}`),
    // The deleted draft's own page is being left: it must not be asked for again.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: stockDocumentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: stockDocumentKeys.lists });
    },
  });
};

export const usePostStockDocument = () => {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PostStockDocumentBody }) =>
      api.post<StockDocument>(`${DOCUMENTS}/${id}/post`, body),
    onSuccess: invalidate,
    // The page asks again when goods are short, and shows every other refusal itself.
    meta: { inlineFieldErrors: true },
  });
};

export const useReverseStockDocument = () => {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReverseStockDocumentBody }) =>
      api.post<StockDocument>(`${DOCUMENTS}/${id}/reverse`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

/** A transfer in transit arrives; a purchase order is cancelled (nothing came) or closed. */
export type DocumentStep = 'receive' | 'cancel' | 'close';

export const useDocumentStep = () => {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: DocumentStep }) =>
      api.post<StockDocument>(`${DOCUMENTS}/${id}/${step}`),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

/** A stocktake's filled count sheet, sent with its progress; the answer lists the rows it could not read. */
export const useUploadCounts = () => {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: number; file: File; onProgress: (p: UploadProgress) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return api.uploadWithProgress<StockCountImportResult>(`${DOCUMENTS}/${id}/counts`, form, onProgress);
    },
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

/** The filtered list as a file, one row per line, streamed by the server and saved by the browser. */
export const downloadStockDocuments = (
  query: ExportStockDocumentsQuery,
  onProgress: (progress: DownloadProgress) => void,
) => api.download(`${DOCUMENTS}/export`, query, onProgress);

/** A stocktake's sheet to count on: PLU, name, unit, book quantity and an empty counted column. */
export const downloadCountSheet = (id: number, format: SheetFormat) =>
  api.download(`${DOCUMENTS}/${id}/count-sheet`, { format });

// Pickers.

type OptionQuery = { name?: string; page: number; per_page: number };

/** Goods by name, PLU or item code, for a document's lines. */
export const searchGoods = (q: string) =>
  api.get<Page<Good>>('/management/goods', { query: { q, page: 1, per_page: 20 } });

/**
 * Documents a new one is made from: open purchase orders for a receipt, posted receipts for a
 * return. The list filter takes one status, so an order's two open statuses are asked side by side.
 */
export const fetchSourceDocuments = async (
  type: Extract<StockDocumentType, 'purchase_order' | 'receipt'>,
  query: OptionQuery,
): Promise<Page<StockDocument>> => {
  const statuses: StockDocumentStatus[] = type === 'purchase_order' ? ['submitted', 'partly_received'] : ['posted'];
  const pages = await Promise.all(
    statuses.map((status) =>
      api.get<Page<StockDocument>>(DOCUMENTS, {
        query: { type, status, q: query.name, page: query.page, per_page: query.per_page },
      }),
    ),
  );
  return {
    list: pages.flatMap((page) => page.list),
    meta: { total: Math.max(0, ...pages.map((page) => page.meta.total)) },
  };
};
