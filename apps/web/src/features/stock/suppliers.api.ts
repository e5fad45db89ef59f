import type {
  CreateSupplierBody,
  ListSuppliersQuery,
  Page,
  Supplier,
  SupplierStatus,
  UpdateSupplierBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadProgress } from '../../shared/api-client';

const BASE = '/management/stock/suppliers';

/** Under the `stock` prefix: refreshing all of stock (after a document names a supplier) refreshes these too. */
export const supplierKeys = {
  all: ['stock', 'suppliers'] as const,
  list: (query: ListSuppliersQuery) => ['stock', 'suppliers', 'list', query] as const,
  picker: (includeDisabled: boolean) => ['stock', 'suppliers', 'picker', includeDisabled ? 'all' : 'active'] as const,
};

function useInvalidateSuppliers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supplierKeys.all });
}

export const useSuppliers = (query: ListSuppliersQuery) =>
  useQuery({
    queryKey: supplierKeys.list(query),
    queryFn: () => api.get<Page<Supplier>>(BASE, { query }),
    placeholderData: keepPreviousData,
  });

export const useCreateSupplier = () => {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: (body: CreateSupplierBody) => api.post<Supplier>(BASE, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateSupplier = () => {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSupplierBody }) => api.put<Supplier>(`${BASE}/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useSetSupplierStatus = () => {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SupplierStatus }) =>
      api.put<Supplier>(`${BASE}/${id}`, { status } satisfies UpdateSupplierBody),
    onSuccess: invalidate,
  });
};

export const useDeleteSupplier = () => {
  const invalidate = useInvalidateSuppliers();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BASE}/${id}`),
    onSuccess: invalidate,
  });
};

/** The filtered suppliers as a file, streamed by the server and saved by the browser. */
export const downloadSuppliers = (
  query: Omit<ListSuppliersQuery, 'page' | 'per_page'> & { format: 'xlsx' | 'csv' },
  onProgress: (progress: DownloadProgress) => void,
) => api.download(`${BASE}/export`, query, onProgress);

/**
 * A page of the supplier picker: active suppliers only for a document to name (a disabled one is
 * refused there), every supplier for a filter over documents already written.
 */
export const fetchSupplierOptions = async (
  query: { name?: string; page: number; per_page: number },
  includeDisabled = false,
) => {
  const page = await api.get<Page<Supplier>>(BASE, {
    query: {
      q: query.name,
      ...(includeDisabled ? {} : { status: 'active' }),
      page: query.page,
      per_page: query.per_page,
    },
  });
  return { list: page.list.map((supplier) => ({ id: supplier.id, name: supplier.name })), meta: page.meta };
};
