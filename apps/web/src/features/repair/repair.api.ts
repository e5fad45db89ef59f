import type {
  CreateInviteCodeBody,
  InviteCode,
  InviteCodeDetail,
  ListInviteCodesQuery,
  ListRepairStaffQuery,
  Page,
  RepairStaff,
  RepairStaffDetail,
  UpdateRepairStaffBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const inviteCodeKeys = {
  all: ['repair', 'invite_codes'] as const,
  list: (query: ListInviteCodesQuery) => ['repair', 'invite_codes', 'list', query] as const,
  detail: (id: number) => ['repair', 'invite_codes', 'detail', id] as const,
};

export const repairStaffKeys = {
  all: ['repair', 'staff'] as const,
  list: (query: ListRepairStaffQuery) => ['repair', 'staff', 'list', query] as const,
  detail: (id: number) => ['repair', 'staff', 'detail', id] as const,
};

const CODES = '/management/repair/invite_codes';
const STAFF = '/management/repair/staff';

export const useInviteCodes = (query: ListInviteCodesQuery) =>
  useQuery({
    queryKey: inviteCodeKeys.list(query),
    queryFn: () => api.get<Page<InviteCode>>(CODES, { query }),
    placeholderData: keepPreviousData,
  });

export const useInviteCodeDetail = (id: number | null) =>
  useQuery({
    queryKey: inviteCodeKeys.detail(id ?? 0),
    queryFn: () => api.get<InviteCodeDetail>(`${CODES}/${id}`),
    enabled: id !== null,
  });

export const useCreateInviteCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteCodeBody) => api.post<InviteCode>(CODES, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all }),
    meta: { inlineFieldErrors: true },
  });
};

export const useRevokeInviteCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<InviteCode>(`${CODES}/${id}/revoke`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all }),
  });
};

export const useRepairStaff = (query: ListRepairStaffQuery) =>
  useQuery({
    queryKey: repairStaffKeys.list(query),
    queryFn: () => api.get<Page<RepairStaff>>(STAFF, { query }),
    placeholderData: keepPreviousData,
  });

export const useRepairStaffDetail = (id: number | null) =>
  useQuery({
    queryKey: repairStaffKeys.detail(id ?? 0),
    queryFn: () => api.get<RepairStaffDetail>(`${STAFF}/${id}`),
    enabled: id !== null,
  });

export const useUpdateRepairStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRepairStaffBody }) =>
      api.put<RepairStaff>(`${STAFF}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairStaffKeys.all }),
    meta: { inlineFieldErrors: true },
  });
};

export const useSetRepairStaffStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'suspend' | 'resume' }) =>
      api.post<RepairStaff>(`${STAFF}/${id}/${action}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairStaffKeys.all }),
  });
};
