import type { DashboardShops, DashboardToday } from '@tm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../shared/api-client';
import { useLiveEvents } from '../../shared/live-events';
import { throttleTrailing } from '../../shared/throttle';
import { chinaMidnight, chinaToday } from '../stats/stats-period';

export type DashboardScope = { companyId?: number | undefined; shopId?: number | undefined };

/** Live sales refresh the figures at most once a second, and once more after the last of a burst. */
const LIVE_REFRESH_GAP_MS = 1_000;

/** China's midnight: "today" is the statistics' and the sales list's day, wherever the reader is. */
const todayStart = () => chinaMidnight(chinaToday());

/** Refetches the dashboard's figures when a scale in scope uploads sales. */
function useRefreshOnSales(scope: DashboardScope): void {
  const queryClient = useQueryClient();
  const [refresh] = useState(() =>
    throttleTrailing(() => void queryClient.invalidateQueries({ queryKey: ['dashboard'] }), LIVE_REFRESH_GAP_MS),
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useLiveEvents((message) => {
    if (message.event !== 'sales') {
      return;
    }
    const sale = JSON.parse(message.data) as { company_id: number; shop_id: number };
    const mine =
      (scope.shopId === undefined || sale.shop_id === scope.shopId) &&
      (scope.companyId === undefined || sale.company_id === scope.companyId);
    if (mine) {
      refresh.call();
    }
  });
}

/**
 * Today's figures for a company or a shop, refreshed the moment one of its scales uploads sales
 * (the live stream), and every minute besides so that hours, the day and the scales online move on.
 */
export function useDashboardToday(scope: DashboardScope) {
  useRefreshOnSales(scope);
  const from = todayStart();
  return useQuery({
    queryKey: ['dashboard', 'today', scope.companyId ?? null, scope.shopId ?? null, from],
    queryFn: () =>
      api.get<DashboardToday>('/management/dashboard/today', {
        query: { from, company_id: scope.companyId, shop_id: scope.shopId },
      }),
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** Every shop's day so far, best first, live like the figures above. */
export function useDashboardShops(companyId: number | undefined) {
  useRefreshOnSales({ companyId });
  const from = todayStart();
  return useQuery({
    queryKey: ['dashboard', 'shops', companyId ?? null, from],
    queryFn: () => api.get<DashboardShops>('/management/dashboard/shops', { query: { from, company_id: companyId } }),
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** Today against a comparison, as a signed share (0.25 = 25 % more); null when there is nothing to compare with. */
export function changeRatio(today: number, before: number): number | null {
  return before === 0 ? null : (today - before) / before;
}
