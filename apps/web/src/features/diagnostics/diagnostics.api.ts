import type { Diagnostics, TestSmsBody } from '@tm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { noticesKeys } from '../notices/notices.api';

export const useDiagnostics = () =>
  useQuery({
    queryKey: ['diagnostics'],
    queryFn: () => api.get<Diagnostics>('/management/diagnostics'),
    refetchInterval: 30_000,
  });

export const useTestSms = () =>
  useMutation({
    mutationFn: (body: TestSmsBody) =>
      api.post<{ provider: string; sent_time: string }>('/management/diagnostics/sms', body),
    // The form shows a wrong number under its field.
    meta: { inlineFieldErrors: true },
  });

export function useTestNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/management/diagnostics/notice', {}),
    // The bell would hear it from the live stream; asking again makes it certain.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKeys.all }),
  });
}
