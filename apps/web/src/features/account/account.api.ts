import type {
  ChangePasswordBody,
  Company,
  PhoneLoginBody,
  UpdateCompanyFieldBody,
  UpdateUserInfoBody,
  UserInfo,
} from '@tm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { updateSessionUser } from '../../shared/session';

export const accountKeys = { info: ['account', 'info'] as const };

/** Fresh user info from the server; the stored login follows it. */
export const useUserInfo = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.info,
    queryFn: async () => {
      const info = await api.get<UserInfo>('/management/users/info');
      updateSessionUser(info);
      return info;
    },
    enabled,
  });

function useRefreshUserInfo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.info });
}

export const useUpdateUserInfo = () => {
  const refresh = useRefreshUserInfo();
  return useMutation({
    mutationFn: (body: UpdateUserInfoBody) => api.put<UserInfo>('/users/info', body),
    onSuccess: async (info) => {
      updateSessionUser(info);
      await refresh();
    },
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateCompanyField = (companyId: number) => {
  const refresh = useRefreshUserInfo();
  return useMutation({
    mutationFn: (body: UpdateCompanyFieldBody) => api.put<Company>(`/companies/${companyId}`, body),
    onSuccess: refresh,
    meta: { inlineFieldErrors: true },
  });
};

export const useRebindPhone = () => {
  const refresh = useRefreshUserInfo();
  return useMutation({
    mutationFn: (body: PhoneLoginBody) => api.post<UserInfo>('/management/users/bind/phone_number', body),
    onSuccess: async (info) => {
      updateSessionUser(info);
      await refresh();
    },
    meta: { inlineFieldErrors: true },
  });
};

/** The server ends the account's other sessions; this one goes on. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => api.put<null>('/management/users/password', body),
    meta: { inlineFieldErrors: true },
  });
