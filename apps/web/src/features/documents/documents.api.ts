import type { DocumentFields, DocumentPage, LibraryDocument, ListDocumentsQuery, WebFileDownload } from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '../../shared/api-client';

export const documentsKeys = {
  all: ['documents'] as const,
  list: (query: ListDocumentsQuery) => ['documents', 'list', query] as const,
};

export const useDocuments = (query: ListDocumentsQuery) =>
  useQuery({
    queryKey: documentsKeys.list(query),
    queryFn: () => api.get<DocumentPage>('/management/documents', { query }),
    placeholderData: keepPreviousData,
  });

function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentsKeys.all });
}

export type UploadRequest = {
  fields: DocumentFields;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
};

/** The multipart form the server reads: the text fields, then the file. */
export function uploadForm(fields: DocumentFields, file: File): FormData {
  const form = new FormData();
  form.append('title_ch', fields.title_ch);
  form.append('title_en', fields.title_en);
  form.append('category', fields.category);
  form.append('version', fields.version ?? '');
  form.append('is_public', String(fields.is_public ?? true));
  form.append('file', file);
  return form;
}

export const useUploadDocument = () => {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ fields, file, onProgress, signal }: UploadRequest) =>
      api.uploadWithProgress<LibraryDocument>('/management/documents', uploadForm(fields, file), onProgress, signal),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateDocument = () => {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: DocumentFields }) =>
      api.put<LibraryDocument>(`/management/documents/${id}`, fields),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteDocument = () => {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/management/documents/${id}`),
    onSuccess: invalidate,
  });
};

/** Spec §7: the download call answers a URL, which opens in a new window. */
export const fetchDownload = (fileName: string) =>
  api.get<WebFileDownload>('/management/web_files/download', { query: { file_name: fileName } });
