import type { CreateGatewayBody, Gateway, GatewayKey, ScaleLanLink } from '@tm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const gatewaysKeys = {
  all: ['gateways'] as const,
  ofShop: (shopId: number) => ['gateways', shopId] as const,
};

/** A shop's gateways; refreshed every 30 s so "online" follows their reports. */
export const useShopGateways = (shopId: number) =>
  useQuery({
    queryKey: gatewaysKeys.ofShop(shopId),
    queryFn: () => api.get<Gateway[]>(`/shops/${shopId}/gateways`),
    refetchInterval: 30_000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gatewaysKeys.all });
}

export const useCreateGateway = (shopId: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateGatewayBody) => api.post<GatewayKey>(`/shops/${shopId}/gateways`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useRenameGateway = (shopId: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.put<Gateway>(`/shops/${shopId}/gateways/${id}`, { name }),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useRegenerateGatewayKey = (shopId: number) =>
  useMutation({ mutationFn: (id: number) => api.post<GatewayKey>(`/shops/${shopId}/gateways/${id}/key`) });

export const useDeleteGateway = (shopId: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/shops/${shopId}/gateways/${id}`),
    onSuccess: invalidate,
  });
};

/** Puts a scale behind a gateway at a LAN address, or back to direct; the scale pages refresh. */
export const useSetScaleLan = (shopId: number, scaleId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: ScaleLanLink) => api.put<null>(`/shops/${shopId}/scales/${scaleId}/lan`, link),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['scales'] }),
        queryClient.invalidateQueries({ queryKey: gatewaysKeys.all }),
      ]),
    meta: { inlineFieldErrors: true },
  });
};
