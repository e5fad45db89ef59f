import type {
  Announcement,
  ListAnnouncementsQuery,
  Page,
  PageQuery,
  PublicAnnouncement,
  SaveAnnouncementBody,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const announcementsKeys = {
  all: ['announcements'] as const,
  list: (query: ListAnnouncementsQuery) => ['announcements', 'list', query] as const,
  published: (query: PageQuery) => ['announcements', 'published', query] as const,
};

/**
 * The public page's list. Sent without the stored login: the page is public, and an expired login
 * must not bring up the sign-in dialog for a reader.
 */
export const publishedAnnouncementsQuery = (query: PageQuery) => ({
  queryKey: announcementsKeys.published(query),
  queryFn: () => api.get<Page<PublicAnnouncement>>('/announcements', { query, skipToken: true }),
});

export const usePublishedAnnouncements = (query: PageQuery) =>
  useQuery({
    ...publishedAnnouncementsQuery(query),
    placeholderData: keepPreviousData,
    // The page says it could not load them, with a retry button.
    meta: { quiet: true },
  });

export const useAnnouncements = (query: ListAnnouncementsQuery) =>
  useQuery({
    queryKey: announcementsKeys.list(query),
    queryFn: () => api.get<Page<Announcement>>('/management/announcements', { query }),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: announcementsKeys.all });
}

export const useSaveAnnouncement = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveAnnouncementBody }) =>
      id === null
        ? api.post<Announcement>('/management/announcements', body)
        : api.put<Announcement>(`/management/announcements/${id}`, body),
    onSuccess: refresh,
    meta: { inlineFieldErrors: true },
  });
};

// Withdrawing and deleting: a refusal (someone else changed it meanwhile) shows its reason, and the
// list refetches either way so it shows the announcement as it now is.
export const useWithdrawAnnouncement = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.put<Announcement>(`/management/announcements/${id}/withdraw`),
    onSettled: refresh,
    meta: { inlineFieldErrors: true },
  });
};

export const useDeleteAnnouncement = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/management/announcements/${id}`),
    onSettled: refresh,
    meta: { inlineFieldErrors: true },
  });
};
