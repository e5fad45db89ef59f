import type {
  GoodDelivery,
  ListPendingDeliveriesQuery,
  Page,
  PendingDelivery,
  ScaleCompare,
  ScalePending,
} from '@tm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

// Under `goods` and `scales`: an edit of either refreshes what was delivered where.
export const useGoodDelivery = (goodId: number | undefined) =>
  useQuery({
    queryKey: ['goods', 'delivery', goodId],
    queryFn: () => api.get<GoodDelivery>(`/management/goods/${goodId}/delivery`),
    enabled: Boolean(goodId),
    refetchInterval: 15_000,
  });

export const useScalePending = (shopId: number, scaleId: number) =>
  useQuery({
    queryKey: ['scales', scaleId, 'pending'],
    queryFn: () => api.get<ScalePending>(`/shops/${shopId}/scales/${scaleId}/pending`),
    refetchInterval: 15_000,
  });

export const usePendingDeliveries = (query: ListPendingDeliveriesQuery) =>
  useQuery({
    queryKey: ['goods', 'pending-deliveries', query],
    queryFn: () => api.get<Page<PendingDelivery>>('/management/deliveries/pending', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export const useScaleCompare = (shopId: number, scaleId: number) =>
  useQuery({
    queryKey: ['scales', scaleId, 'compare'],
    queryFn: () => api.get<ScaleCompare>(`/shops/${shopId}/scales/${scaleId}/compare`),
    refetchInterval: 30_000,
  });
