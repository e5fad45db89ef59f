import type { ExportTradesQuery, ListTradesQuery, TradePage } from '@tm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DownloadProgress } from '../../shared/api-client';

export const useTrades = (query: ListTradesQuery) =>
  useQuery({
    queryKey: ['trades', 'list', query],
    queryFn: () => api.get<TradePage>('/management/trades', { query }),
    placeholderData: keepPreviousData,
  });

/** The filtered sales as a file, streamed by the server and saved by the browser. */
export const downloadTrades = (query: ExportTradesQuery, onProgress: (progress: DownloadProgress) => void) =>
  api.download('/management/trades/export', query, onProgress);
