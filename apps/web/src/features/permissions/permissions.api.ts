import type {
  Company,
  CompanyFeature,
  ListCompaniesQuery,
  Page,
  PayPermission,
  Permission,
  SetPermissionsBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { Language } from '../../shared/i18n';

/** Under `companies` so that any change to companies elsewhere refreshes these lists too. */
export const permissionsKeys = {
  companies: ['companies', 'list'] as const,
  companyList: (query: ListCompaniesQuery) => ['companies', 'list', query] as const,
  // The server names the features in the caller's language.
  features: (lang: Language) => ['companies', 'features', lang] as const,
  setPermissions: ['companies', 'set-permissions'] as const,
};

export const useCompanies = (query: ListCompaniesQuery) =>
  useQuery({
    queryKey: permissionsKeys.companyList(query),
    queryFn: () => api.get<Page<Company>>('/management/companies', { query }),
    placeholderData: keepPreviousData,
  });

export const useFeatures = (lang: Language) =>
  useQuery({
    queryKey: permissionsKeys.features(lang),
    queryFn: () => api.get<Permission[]>('/management/companies/permissions/all'),
    staleTime: Infinity,
  });

/** The contract's body, with the id as a number (the schema also takes it as a string). */
type SetPermissionsChange = SetPermissionsBody & { company_id: number };

function updateCompanyInLists(queryClient: QueryClient, id: number, change: (company: Company) => Company) {
  queryClient.setQueriesData<Page<Company>>({ queryKey: permissionsKeys.companies }, (page) =>
    page ? { ...page, list: page.list.map((company) => (company.id === id ? change(company) : company)) } : page,
  );
}

/**
 * Saves a company's full feature list. The checkbox shows the new value at once; a failure puts
 * back only what this call changed, so that another save in flight keeps its change, and the list
 * is read again once the last save has settled (concurrent optimistic updates, TanStack Query docs).
 */
export const useSetPermissions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: permissionsKeys.setPermissions,
    mutationFn: (body: SetPermissionsChange) => api.put<Company>('/management/companies/permissions', body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: permissionsKeys.companies });
      let before: readonly CompanyFeature[] = [];
      updateCompanyInLists(queryClient, body.company_id, (company) => {
        before = company.permissions;
        return { ...company, permissions: body.permissions };
      });
      return { before, after: body.permissions };
    },
    onError: (_error, body, context) => {
      if (!context) {
        return;
      }
      const added = context.after.filter((f) => !context.before.includes(f));
      const removed = context.before.filter((f) => !context.after.includes(f));
      updateCompanyInLists(queryClient, body.company_id, (company) => ({
        ...company,
        permissions: [...company.permissions.filter((f) => !added.includes(f)), ...removed],
      }));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: permissionsKeys.setPermissions }) === 1) {
        void queryClient.invalidateQueries({ queryKey: permissionsKeys.companies });
      }
    },
  });
};

export const useSetPayPermission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, permissions_type }: { id: number; permissions_type: PayPermission }) =>
      api.put<Company>(`/management/companies/${id}/pay_permission`, { permissions_type }),
    onSuccess: (company) => updateCompanyInLists(queryClient, company.id, () => company),
  });
};
