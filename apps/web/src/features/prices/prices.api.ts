import type {
  CreatePriceBatchBody,
  CreatePriceZoneBody,
  Good,
  GoodPrices,
  ListPriceBatchesQuery,
  ListPriceZonesQuery,
  Page,
  PriceBatch,
  PriceBatchDetail,
  PriceBatchPreview,
  PriceCalendar,
  PriceSheet,
  PriceZone,
  RollbackPriceBatchBody,
  Scale,
  ShopOption,
  UpdatePriceZoneBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '../../shared/api-client';

const BASE = '/management/prices';

/**
 * Everything under one prefix: a batch applied or rolled back changes zones' own-price counts and
 * the calendar, and a zone renamed shows in batches, so any change refreshes all of prices.
 */
const pricesKeys = {
  all: ['prices'] as const,
  zones: (query: ListPriceZonesQuery) => ['prices', 'zones', query] as const,
  batches: (query: ListPriceBatchesQuery) => ['prices', 'batches', query] as const,
  batch: (id: number) => ['prices', 'batch', id] as const,
  preview: (body: CreatePriceBatchBody | null) => ['prices', 'preview', body] as const,
  calendar: (query: CalendarQuery) => ['prices', 'calendar', query] as const,
  goodPrices: (id: number) => ['prices', 'good', id] as const,
};

function useInvalidatePrices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pricesKeys.all });
}

// ---- Zones ----

export const usePriceZones = (query: ListPriceZonesQuery) =>
  useQuery({
    queryKey: pricesKeys.zones(query),
    queryFn: () => api.get<Page<PriceZone>>(`${BASE}/zones`, { query }),
    placeholderData: keepPreviousData,
  });

export const useCreatePriceZone = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (body: CreatePriceZoneBody) => api.post<PriceZone>(`${BASE}/zones`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdatePriceZone = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePriceZoneBody }) =>
      api.put<PriceZone>(`${BASE}/zones/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeletePriceZone = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BASE}/zones/${id}`),
    onSuccess: invalidate,
  });
};

// ---- Batches ----

export const usePriceBatches = (query: ListPriceBatchesQuery) =>
  useQuery({
    queryKey: pricesKeys.batches(query),
    queryFn: () => api.get<Page<PriceBatch>>(`${BASE}/batches`, { query }),
    placeholderData: keepPreviousData,
  });

export const usePriceBatch = (id: number) =>
  useQuery({
    queryKey: pricesKeys.batch(id),
    queryFn: () => api.get<PriceBatchDetail>(`${BASE}/batches/${id}`),
    enabled: id > 0,
    // A missing batch is said on the page itself.
    meta: { quiet: true },
  });

export const useCreatePriceBatch = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (body: CreatePriceBatchBody) => api.post<PriceBatchDetail>(`${BASE}/batches`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

/**
 * What a batch would do, asked again whenever the form's body changes (the form debounces it).
 * A refusal is shown beside the preview, not in a dialog: the form is still being filled.
 */
export const usePriceBatchPreview = (body: CreatePriceBatchBody | null) =>
  useQuery({
    queryKey: pricesKeys.preview(body),
    queryFn: () => api.post<PriceBatchPreview>(`${BASE}/batches/preview`, body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { quiet: true },
  });

export const useCancelPriceBatch = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (id: number) => api.post<PriceBatchDetail>(`${BASE}/batches/${id}/cancel`),
    onSuccess: invalidate,
  });
};

/** A running markdown ends now. */
export const useEndMarkdown = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (id: number) => api.post<PriceBatchDetail>(`${BASE}/batches/${id}/end`),
    onSuccess: invalidate,
  });
};

/** Answers the new batch that restores the prices. */
export const useRollbackPriceBatch = () => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RollbackPriceBatchBody }) =>
      api.post<PriceBatchDetail>(`${BASE}/batches/${id}/rollback`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

/** A sheet of PLUs and new prices read into change lines; nothing is stored. */
export const useReadPriceSheet = () =>
  useMutation({
    mutationFn: ({
      file,
      companyId,
      onProgress,
    }: {
      file: File;
      companyId: number | undefined;
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      if (companyId) {
        form.append('company_id', String(companyId));
      }
      form.append('file', file);
      return api.uploadWithProgress<PriceSheet>(`${BASE}/batches/sheet`, form, onProgress);
    },
  });

/** The company's goods with their price and an empty new-price column, to fill in and upload. */
export const downloadPriceSheet = (companyId: number | undefined) =>
  api.download(`${BASE}/batches/sheet`, { format: 'xlsx', company_id: companyId });

// ---- Calendar ----

/** The calendar's query as sent: ISO times, numeric ids. */
type CalendarQuery = { from: string; to: string; zone_id?: number; company_id?: number };

export const usePriceCalendar = (query: CalendarQuery) =>
  useQuery({
    queryKey: pricesKeys.calendar(query),
    queryFn: () => api.get<PriceCalendar>(`${BASE}/calendar`, { query }),
    placeholderData: keepPreviousData,
  });

// ---- Goods, shops and scales to choose from ----

/**
 * The goods a link names (`?goods=1,2,3` from the goods list), each with its prices now. There is
 * no call for many goods by id, so they are asked one by one, side by side.
 */
export const useGoodsPrices = (ids: readonly number[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: pricesKeys.goodPrices(id),
      queryFn: () => api.get<GoodPrices>(`${BASE}/goods/${id}`),
      // A good gone since the link was made is said on the form, not in a dialog per good.
      meta: { quiet: true },
    })),
  });

/** One good's price at the base and in every zone, with what is scheduled for it. */
export const useGoodPrices = (id: number) =>
  useQuery({ queryKey: pricesKeys.goodPrices(id), queryFn: () => api.get<GoodPrices>(`${BASE}/goods/${id}`) });

/** A zone's own price of a good from now on; `null` takes it away. */
export const useSetZonePrice = (goodId: number) => {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: ({ zoneId, unitPrice }: { zoneId: number; unitPrice: number | null }) =>
      api.put<GoodPrices>(`${BASE}/goods/${goodId}/zones/${zoneId}`, { unit_price: unitPrice }),
    onSuccess: invalidate,
  });
};

export type Option = { id: number; name: string };

/** Goods by name, PLU or item code, of the company an administrator chose. */
export const searchGoods = (q: string, companyId: number | undefined) =>
  api.get<Page<Good>>('/management/goods', { query: { q, company_id: companyId, page: 1, per_page: 20 } });

/** A page of the company's zones by name, as the pickers list them. */
export const fetchZonePage = async (
  query: { name?: string; page: number; per_page: number },
  companyId: number | undefined,
): Promise<Page<Option>> => {
  const page = await api.get<Page<PriceZone>>(`${BASE}/zones`, {
    query: { q: query.name, company_id: companyId, page: query.page, per_page: query.per_page },
  });
  return { list: page.list.map((zone) => ({ id: zone.id, name: zone.name })), meta: page.meta };
};

export const searchZoneOptions = async (q: string, companyId: number | undefined): Promise<Option[]> =>
  (await fetchZonePage({ name: q, page: 1, per_page: 20 }, companyId)).list;

export const searchShopOptions = async (q: string, companyId: number | undefined): Promise<Option[]> => {
  const page = await api.get<Page<ShopOption>>('/management/shops/search', {
    query: { name: q, company_id: companyId, page: 1, per_page: 20 },
  });
  return page.list.map((shop) => ({ id: shop.id, name: shop.name }));
};

/** The scale list, not the scale picker's search: only the list filters by company and names the shop. */
export const searchScaleOptions = async (q: string, companyId: number | undefined): Promise<Option[]> => {
  const page = await api.get<Page<Scale>>('/management/scales', {
    query: { name: q, company_id: companyId, page: 1, per_page: 20 },
  });
  return page.list.map((scale) => ({ id: scale.id, name: `${scale.scale_name} · ${scale.shop_name}` }));
};
