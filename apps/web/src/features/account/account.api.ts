import type { UpdateUserInfoBody, UserInfo } from '@tm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
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

export const useUpdateUserInfo = () =>
  useMutation({
    mutationFn: (body: UpdateUserInfoBody) => api.put<UserInfo>('/users/info', body),
    onSuccess: updateSessionUser,
    meta: { inlineFieldErrors: true },
  });
