import type { Admin, CreateAdminBody, ListAdminsQuery, Page } from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const adminsKeys = {
  all: ['admins'] as const,
  list: (query: ListAdminsQuery) => ['admins', 'list', query] as const,
};

export const useAdmins = (query: ListAdminsQuery) =>
  useQuery({
    queryKey: adminsKeys.list(query),
    queryFn: () => api.get<Page<Admin>>('/management/admins', { query }),
    placeholderData: keepPreviousData,
  });

function useInvalidateAdmins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminsKeys.all });
}

export const useCreateAdmin = () => {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: (body: CreateAdminBody) => api.post<Admin>('/management/admins', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useSetAdminDisabled = () => {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: ({ id, is_disabled }: { id: number; is_disabled: boolean }) =>
      api.put<Admin>(`/management/admins/${id}/status`, { is_disabled }),
    onSuccess: invalidate,
  });
};

export const useResetAdminPassword = () => {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.put<Admin>(`/management/admins/${id}/password`, { password }),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};
