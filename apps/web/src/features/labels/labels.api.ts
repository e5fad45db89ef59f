import type {
  CreateLabelBody,
  Label,
  ListLabelsQuery,
  Page,
  ScaleLabel,
  UpdateLabelBody,
  UploadedLabel,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const labelsKeys = {
  all: ['labels'] as const,
  ofShop: (shopId: number, query: ListLabelsQuery) => ['labels', 'shop', shopId, query] as const,
  one: (id: number) => ['labels', 'one', id] as const,
};

export const useShopLabels = (shopId: number, query: ListLabelsQuery) =>
  useQuery({
    queryKey: labelsKeys.ofShop(shopId, query),
    queryFn: () => api.get<Page<Label>>(`/management/shops/${shopId}/labels`, { query }),
    placeholderData: keepPreviousData,
  });

/** Every format of the caller's scope (the goods form picks a good's format from these). */
export const useAllLabels = (query: ListLabelsQuery, enabled = true) =>
  useQuery({
    queryKey: ['labels', 'all', query],
    queryFn: () => api.get<Page<Label>>('/management/labels', { query }),
    enabled,
  });

export const useLabel = (id: number | undefined) =>
  useQuery({
    queryKey: labelsKeys.one(id ?? 0),
    queryFn: () => api.get<Label>(`/management/labels/${id}`),
    enabled: Boolean(id),
  });

function useInvalidateLabels() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: labelsKeys.all }),
      // Scales' pending changes and fit checks depend on the formats they hold.
      queryClient.invalidateQueries({ queryKey: ['scales'] }),
    ]);
}

export const useCreateLabel = (shopId: number) => {
  const invalidate = useInvalidateLabels();
  return useMutation({
    mutationFn: (body: CreateLabelBody) => api.post<Label>(`/management/shops/${shopId}/labels`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateLabel = () => {
  const invalidate = useInvalidateLabels();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLabelBody }) =>
      api.put<Label>(`/management/labels/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteLabel = () => {
  const invalidate = useInvalidateLabels();
  return useMutation({ mutationFn: (id: number) => api.delete<null>(`/labels/${id}`), onSuccess: invalidate });
};

/** Asks for the label file's address in the file store, then fetches it as a download. */
export async function downloadLabel(id: number): Promise<void> {
  const { url } = await api.get<{ url: string; file_name: string }>(`/management/labels/${id}/download`);
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Checks a label file on the server; nothing is stored until it is saved into a shop. */
export const useUploadLabel = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('label', file, file.name);
      return api.upload<UploadedLabel>('/management/labels/upload', form);
    },
    meta: { inlineFieldErrors: true },
  });

export const useScaleLabels = (scaleId: number) =>
  useQuery({
    queryKey: ['scales', scaleId, 'labels'],
    queryFn: () => api.get<ScaleLabel[]>(`/management/scales/${scaleId}/labels`),
  });

export const useSetScaleLabels = (scaleId: number) => {
  const invalidate = useInvalidateLabels();
  return useMutation({
    mutationFn: (labelIds: number[]) =>
      api.put<ScaleLabel[]>(`/management/scales/${scaleId}/labels`, { label_ids: labelIds }),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};
