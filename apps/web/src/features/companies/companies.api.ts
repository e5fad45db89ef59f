import type {
  Company,
  CompanyInvite,
  CompanyUser,
  CreateCompanyBody,
  CreateInviteBody,
  JoinType,
  LinkCompanyUserBody,
  ListCompaniesQuery,
  Page,
  UpdateCompanyBody,
  UserOption,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const companiesKeys = {
  all: ['companies'] as const,
  list: (query: ListCompaniesQuery) => ['companies', 'list', query] as const,
  members: (companyId: number, q: string, page: number) => ['companies', 'members', companyId, q, page] as const,
  invites: (companyId: number) => ['companies', 'invites', companyId] as const,
};

export const useCompanies = (query: ListCompaniesQuery) =>
  useQuery({
    queryKey: companiesKeys.list(query),
    queryFn: () => api.get<Page<Company>>('/management/companies', { query }),
    placeholderData: keepPreviousData,
  });

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companiesKeys.all });
}

export const useCreateCompany = () => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => api.post<Company>('/management/companies/create', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateCompany = () => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCompanyBody }) =>
      api.put<Company>(`/management/companies/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useSetCompanyDisabled = () => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ id, is_disabled }: { id: number; is_disabled: boolean }) =>
      api.put<Company>(`/management/companies/${id}/status`, { is_disabled }),
    onSuccess: invalidate,
  });
};

export const useMembers = (companyId: number | undefined, q: string, page: number) =>
  useQuery({
    queryKey: companiesKeys.members(companyId ?? 0, q, page),
    queryFn: () =>
      api.get<Page<CompanyUser>>(`/management/companies/${companyId}/users`, { query: { q, page, per_page: 10 } }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });

export const useInvites = (companyId: number | undefined) =>
  useQuery({
    queryKey: companiesKeys.invites(companyId ?? 0),
    queryFn: () => api.get<CompanyInvite[]>(`/management/companies/${companyId}/invites`),
    enabled: Boolean(companyId),
  });

export const useSetJoinType = (companyId: number) => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ userId, join_type }: { userId: number; join_type: JoinType }) =>
      api.put<CompanyUser>(`/management/companies/${companyId}/users/${userId}`, { join_type }),
    onSuccess: invalidate,
  });
};

export const useRemoveMember = (companyId: number) => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (userId: number) => api.delete<null>(`/management/companies/${companyId}/users/${userId}`),
    onSuccess: invalidate,
  });
};

export const useCreateInvite = (companyId: number) => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: CreateInviteBody) => api.post<CompanyInvite>(`/management/companies/${companyId}/invites`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteInvite = (companyId: number) => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (inviteId: number) => api.delete<null>(`/management/companies/${companyId}/invites/${inviteId}`),
    onSuccess: invalidate,
  });
};

export const useLinkUser = () => {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: LinkCompanyUserBody) => api.post<CompanyUser>('/management/companies/users', body),
    onSuccess: invalidate,
  });
};

export const searchUsers = (q: string) =>
  api.get<Page<UserOption>>('/management/users/search', { query: { q, per_page: 10 } });
