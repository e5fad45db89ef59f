import type {
  CreateLockDeviceBody,
  ListLockDevicesQuery,
  ListLockOpeningsQuery,
  LockDevice,
  LockImportResult,
  LockOpening,
  Page,
  SheetFormat,
  UpdateLockDeviceBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '../../shared/api-client';

export const locksKeys = {
  all: ['locks'] as const,
  list: (query: ListLockDevicesQuery) => ['locks', 'list', query] as const,
  openings: (id: number, query: ListLockOpeningsQuery) => ['locks', 'openings', id, query] as const,
};

export const useLockDevices = (query: ListLockDevicesQuery) =>
  useQuery({
    queryKey: locksKeys.list(query),
    queryFn: () => api.get<Page<LockDevice>>('/management/locks', { query }),
    placeholderData: keepPreviousData,
  });

/** A device's repair records, for its history drawer. */
export const useLockOpenings = (id: number | undefined, query: ListLockOpeningsQuery) =>
  useQuery({
    queryKey: locksKeys.openings(id ?? 0, query),
    queryFn: () => api.get<Page<LockOpening>>(`/management/locks/${id}/openings`, { query }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });

function useInvalidateLocks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locksKeys.all });
}

export const useCreateLock = () => {
  const invalidate = useInvalidateLocks();
  return useMutation({
    mutationFn: (body: CreateLockDeviceBody) => api.post<LockDevice>('/management/locks', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateLock = () => {
  const invalidate = useInvalidateLocks();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLockDeviceBody }) =>
      api.put<LockDevice>(`/management/locks/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useBindLock = () => {
  const invalidate = useInvalidateLocks();
  return useMutation({
    mutationFn: ({ id, shopId }: { id: number; shopId: number }) =>
      api.post<LockDevice>(`/management/locks/${id}/bind`, { shop_id: shopId }),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUnbindLock = () => {
  const invalidate = useInvalidateLocks();
  return useMutation({
    mutationFn: (id: number) => api.post<LockDevice>(`/management/locks/${id}/unbind`),
    onSuccess: invalidate,
  });
};

export const useDeleteLock = () => {
  const invalidate = useInvalidateLocks();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/management/locks/${id}`),
    onSuccess: invalidate,
  });
};

export type LockImportRequest = { file: File; onProgress: (progress: UploadProgress) => void; signal: AbortSignal };

export const useImportLocks = () => {
  const invalidate = useInvalidateLocks();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: LockImportRequest) => {
      const form = new FormData();
      form.append('file', file);
      return api.uploadWithProgress<LockImportResult>('/management/locks/import', form, onProgress, signal);
    },
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const downloadLockTemplate = (format: SheetFormat) =>
  api.download('/management/locks/import_template', { format });

export const downloadLockExport = (query: ListLockDevicesQuery, format: SheetFormat) => {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return api.download('/management/locks/export', { ...filters, format });
};
