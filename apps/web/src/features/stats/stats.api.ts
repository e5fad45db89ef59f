import {
  PER_PAGE_MAX,
  type StatsGood,
  type StatsGoods,
  type StatsGoodsQuery,
  type StatsOrders,
  type StatsQuery,
  type StatsSales,
  type StatsShop,
  type StatsShops,
} from '@tm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

// Every page shows its own failure (a company without statistics, a period the server refuses),
// so the queries are quiet: no error dialog on top of the page.
const statsQuery = <T>(key: readonly unknown[], path: string, query: Record<string, string | number | undefined>) => ({
  queryKey: ['stats', ...key, query],
  queryFn: () => api.get<T>(`/management/stats/${path}`, { query }),
  placeholderData: keepPreviousData,
  meta: { quiet: true },
});

/** Every good of a ranking, a hundred a call: what the ranking's export writes, whatever page is shown. */
export async function allRankedGoods(query: StatsGoodsQuery): Promise<StatsGoods['list']> {
  const list: StatsGoods['list'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<StatsGoods>('/management/stats/goods', {
      query: { ...query, page, per_page: PER_PAGE_MAX },
    });
    list.push(...answer.list);
    if (answer.list.length < PER_PAGE_MAX || list.length >= answer.meta.total) {
      return list;
    }
  }
}

export const useStatsSales = (query: StatsQuery) => useQuery(statsQuery<StatsSales>(['sales'], 'sales', query));

export const useStatsOrders = (query: StatsQuery) => useQuery(statsQuery<StatsOrders>(['orders'], 'orders', query));

export const useStatsGoods = (query: StatsGoodsQuery) => useQuery(statsQuery<StatsGoods>(['goods'], 'goods', query));

/** `id` as the address has it; one that is not a good's id gets the server's 404. */
export const useStatsGood = (id: string, query: StatsQuery) =>
  useQuery(statsQuery<StatsGood>(['good', id], `goods/${encodeURIComponent(id)}`, query));

export const useStatsShops = (query: Omit<StatsQuery, 'shop_id'>) =>
  useQuery(statsQuery<StatsShops>(['shops'], 'shops', query));

export const useStatsShop = (id: string, query: Pick<StatsQuery, 'from' | 'to'>) =>
  useQuery(statsQuery<StatsShop>(['shop', id], `shops/${encodeURIComponent(id)}`, query));
