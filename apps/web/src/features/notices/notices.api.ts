import type { ListNoticesQuery, Notice, NoticeCounts, NoticeType, Page } from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { useLiveEvents } from '../../shared/live-events';

export const noticesKeys = {
  all: ['notices'] as const,
  counts: ['notices', 'counts'] as const,
  list: (query: ListNoticesQuery) => ['notices', 'list', query] as const,
};

/**
 * The unread counts behind the bell. New notices arrive through the live stream
 * (useLiveNotices); the slow poll only covers a stream that is down.
 */
export const useNoticeCounts = () =>
  useQuery({
    queryKey: noticesKeys.counts,
    queryFn: () => api.get<NoticeCounts>('/notices/counts'),
    refetchInterval: 120_000,
    refetchOnWindowFocus: true,
    // A background poll on every page: a failure leaves the badge as it was instead of a dialog each time.
    meta: { quiet: true },
  });

export const useNotices = (query: ListNoticesQuery) =>
  useQuery({
    queryKey: noticesKeys.list(query),
    queryFn: () => api.get<Page<Notice>>('/notices', { query }),
    placeholderData: keepPreviousData,
  });

/** While mounted, a change to the user's notices on the server refreshes the badge and lists at once. */
export function useLiveNotices(): void {
  const queryClient = useQueryClient();
  useLiveEvents((message) => {
    if (message.event === 'notice') {
      void queryClient.invalidateQueries({ queryKey: noticesKeys.all });
    }
  });
}

// Every change moves both the badge and the lists.
function useInvalidateNotices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: noticesKeys.all });
}

export const useMarkNoticeRead = () => {
  const invalidate = useInvalidateNotices();
  return useMutation({ mutationFn: (id: number) => api.put<Notice>(`/notices/${id}/read`), onSuccess: invalidate });
};

/** Marks the user's notices of one type read, or all of them without a type. */
export const useMarkAllNoticesRead = () => {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: (type: NoticeType | undefined) =>
      api.put<NoticeCounts>('/notices/read', undefined, { query: { type } }),
    onSuccess: invalidate,
  });
};

/** Deletes the user's notices of one type, or all of them without a type. */
export const useClearNotices = () => {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: (type: NoticeType | undefined) => api.delete<NoticeCounts>('/notices', { query: { type } }),
    onSuccess: invalidate,
  });
};
