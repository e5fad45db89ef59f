import type { GoodsFit, ScaleFitReport } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

/** The scales that cannot take each good of a list page; under `goods`, so good edits refresh it. */
export const useGoodsFit = (goodIds: number[]) =>
  useQuery({
    queryKey: ['goods', 'fit', goodIds],
    queryFn: () => api.get<GoodsFit>('/management/goods/fit', { query: { good_ids: goodIds.join(',') } }),
    enabled: goodIds.length > 0,
  });

/** What one scale cannot take; under `scales`, so scale edits refresh it. */
export const useScaleFit = (shopId: number, scaleId: number) =>
  useQuery({
    queryKey: ['scales', scaleId, 'fit'],
    queryFn: () => api.get<ScaleFitReport>(`/shops/${shopId}/scales/${scaleId}/fit`),
  });
