import type {
  CreateWorkOrderBody,
  ListWorkOrdersQuery,
  WorkOrder,
  WorkOrderAssignee,
  WorkOrderCommentBody,
  WorkOrderDetail,
  WorkOrderPage,
  WorkOrderTransitionBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const workOrdersKeys = {
  lists: ['workorders', 'list'] as const,
  list: (query: ListWorkOrdersQuery) => ['workorders', 'list', query] as const,
  detail: (id: number) => ['workorders', 'one', id] as const,
  assignees: ['workorders', 'assignees'] as const,
};

/** Refreshed every 30 s: the other side moves orders too. */
export const useWorkOrders = (query: ListWorkOrdersQuery) =>
  useQuery({
    queryKey: workOrdersKeys.list(query),
    queryFn: () => api.get<WorkOrderPage>('/workorders', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

/** The open drawer's order and thread, polled every 15 s so a reply shows up without a reload. */
export const useWorkOrder = (id: number | undefined) =>
  useQuery({
    queryKey: workOrdersKeys.detail(id ?? 0),
    queryFn: () => api.get<WorkOrderDetail>(`/workorders/${id}`),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 15_000),
    // The drawer says "not found" itself (a stale notification link, say).
    meta: { quiet: true },
  });

/** The service staff and their open orders (administrators only). */
export const useWorkOrderAssignees = (enabled: boolean) =>
  useQuery({
    queryKey: workOrdersKeys.assignees,
    queryFn: () => api.get<WorkOrderAssignee[]>('/workorders/assignees'),
    enabled,
  });

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workOrdersKeys.lists }),
      queryClient.invalidateQueries({ queryKey: workOrdersKeys.assignees }),
    ]);
}

export const useCreateWorkOrder = () => {
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: (body: CreateWorkOrderBody) => api.post<WorkOrder>('/workorders', body),
    onSuccess: refreshLists,
    meta: { inlineFieldErrors: true },
  });
};

/**
 * A call about one order answers with the whole order and thread: the drawer shows it at once,
 * the lists refetch. A refusal (the other side moved it meanwhile) refetches the drawer too.
 */
function useOrderMutation<Body>(id: number, send: (body: Body) => Promise<WorkOrderDetail>) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(workOrdersKeys.detail(id), detail);
      return refreshLists();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: workOrdersKeys.detail(id) }),
    meta: { inlineFieldErrors: true },
  });
}

export const useCommentOnWorkOrder = (id: number) =>
  useOrderMutation(id, (body: WorkOrderCommentBody) => api.post<WorkOrderDetail>(`/workorders/${id}/comments`, body));

export const useMoveWorkOrder = (id: number) =>
  useOrderMutation(id, (body: WorkOrderTransitionBody) => api.post<WorkOrderDetail>(`/workorders/${id}/status`, body));

export const useAssignWorkOrder = (id: number) =>
  useOrderMutation(id, (assigneeId: number) =>
    api.post<WorkOrderDetail>(`/workorders/${id}/assign`, { assignee_id: assigneeId }),
  );
