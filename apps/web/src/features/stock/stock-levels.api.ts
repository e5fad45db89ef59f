import type { ListStockLevelsQuery, ListStockMovementsQuery, StockCard, StockLevelPage } from '@tm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DownloadProgress } from '../../shared/api-client';

const BASE = '/management/stock';

/** Under the `stock` prefix: posting a document refreshes on-hand figures and cards with everything else. */
export const stockLevelKeys = {
  levels: (query: ListStockLevelsQuery) => ['stock', 'levels', query] as const,
  card: (query: ListStockMovementsQuery) => ['stock', 'card', query] as const,
};

export const useStockLevels = (query: ListStockLevelsQuery) =>
  useQuery({
    queryKey: stockLevelKeys.levels(query),
    queryFn: () => api.get<StockLevelPage>(`${BASE}/levels`, { query }),
    placeholderData: keepPreviousData,
  });

export const useStockCard = (query: ListStockMovementsQuery) =>
  useQuery({
    queryKey: stockLevelKeys.card(query),
    queryFn: () => api.get<StockCard>(`${BASE}/movements`, { query }),
    // Another page of the same card keeps its header on screen; another card starts blank.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].shop_id === query.shop_id && previousQuery.queryKey[2].good_id === query.good_id
        ? previous
        : undefined,
    enabled: query.shop_id > 0 && query.good_id > 0,
    // A shop or good that is not there is said on the page itself.
    meta: { quiet: true },
  });

/** The filtered stock on hand as a file, streamed by the server and saved by the browser. */
export const downloadStockLevels = (
  query: Omit<ListStockLevelsQuery, 'page' | 'per_page'> & { format: 'xlsx' | 'csv' },
  onProgress: (progress: DownloadProgress) => void,
) => api.download(`${BASE}/levels/export`, query, onProgress);
