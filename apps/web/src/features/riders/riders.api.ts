import type {
  Admin,
  CreateOfficeBody,
  CreateRiderBody,
  CreateTopUpBody,
  ExportTopUpsQuery,
  ListOfficesQuery,
  ListRidersQuery,
  ListTopUpsQuery,
  Office,
  OfficeDetail,
  Page,
  PartyStatus,
  ReverseTopUpBody,
  Rider,
  TopUp,
  TopUpPage,
  UpdateOfficeBody,
  UpdateRiderBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadProgress } from '../../shared/api-client';
import { displayName } from './riders-format';

/** Offices, riders and top-ups change each other's figures: one key prefix refreshes them all. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  offices: (query: ListOfficesQuery) => ['delivery', 'offices', query] as const,
  office: (id: number) => ['delivery', 'office', id] as const,
  riders: (query: ListRidersQuery) => ['delivery', 'riders', query] as const,
  topUps: (query: ListTopUpsQuery) => ['delivery', 'top-ups', query] as const,
};

function useInvalidateDelivery() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
}

export const useOffices = (query: ListOfficesQuery) =>
  useQuery({
    queryKey: deliveryKeys.offices(query),
    queryFn: () => api.get<Page<Office>>('/management/regional_offices', { query }),
    placeholderData: keepPreviousData,
  });

export const useOffice = (id: number) =>
  useQuery({
    queryKey: deliveryKeys.office(id),
    queryFn: () => api.get<OfficeDetail>(`/management/regional_offices/${id}`),
    enabled: id > 0,
    // A missing office is said on the page itself.
    meta: { quiet: true },
  });

export const useCreateOffice = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: (body: CreateOfficeBody) => api.post<Office>('/management/regional_offices', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateOffice = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOfficeBody }) =>
      api.put<Office>(`/management/regional_offices/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useRiders = (query: ListRidersQuery) =>
  useQuery({
    queryKey: deliveryKeys.riders(query),
    queryFn: () => api.get<Page<Rider>>('/management/riders', { query }),
    placeholderData: keepPreviousData,
  });

export const useCreateRider = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: (body: CreateRiderBody) => api.post<Rider>('/management/riders', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useUpdateRider = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRiderBody }) =>
      api.put<Rider>(`/management/riders/${id}`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useSetRiderStatus = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'suspend' | 'resume' }) =>
      api.post<Rider>(`/management/riders/${id}/${action}`),
    onSuccess: invalidate,
    // The confirmation shows the refusal with its reason (a rider of a suspended office).
    meta: { inlineFieldErrors: true },
  });
};

export const useTopUps = (query: ListTopUpsQuery) =>
  useQuery({
    queryKey: deliveryKeys.topUps(query),
    queryFn: () => api.get<TopUpPage>('/management/top_ups', { query }),
    placeholderData: keepPreviousData,
  });

export const useCreateTopUp = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: (body: CreateTopUpBody) => api.post<TopUp>('/management/top_ups', body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

export const useReverseTopUp = () => {
  const invalidate = useInvalidateDelivery();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReverseTopUpBody }) =>
      api.post<TopUp>(`/management/top_ups/${id}/reverse`, body),
    onSuccess: invalidate,
    meta: { inlineFieldErrors: true },
  });
};

/** The filtered ledger as a file, streamed by the server and saved by the browser. */
export const downloadTopUps = (query: ExportTopUpsQuery, onProgress: (progress: DownloadProgress) => void) =>
  api.download('/management/top_ups/export', query, onProgress);

// Pages of the pickers: id and name.

/** What a picker asks for: a page of names, of active accounts only where a suspended one is refused. */
type PickerQuery = { name?: string; page: number; per_page: number; status?: PartyStatus };

export const fetchOfficeOptions = async (query: PickerQuery) => {
  const page = await api.get<Page<Office>>('/management/regional_offices', {
    query: { q: query.name, page: query.page, per_page: query.per_page, status: query.status },
  });
  return { list: page.list.map((office) => ({ id: office.id, name: office.name })), meta: page.meta };
};

export const fetchRiderOptions = async (query: PickerQuery) => {
  const page = await api.get<Page<Rider>>('/management/riders', {
    query: { q: query.name, page: query.page, per_page: query.per_page, status: query.status },
  });
  return {
    list: page.list.map((rider) => ({ id: rider.id, name: `${rider.name} · ${rider.phone_number}` })),
    meta: page.meta,
  };
};

export const fetchManagerOptions = async (query: { name?: string; page: number; per_page: number }) => {
  const page = await api.get<Page<Admin>>('/management/admins', {
    query: { q: query.name, page: query.page, per_page: query.per_page },
  });
  return {
    list: page.list.filter((admin) => !admin.is_disabled).map((admin) => ({ id: admin.id, name: displayName(admin) })),
    meta: page.meta,
  };
};
