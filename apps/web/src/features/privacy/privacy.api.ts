import type {
  ListPrivacyAuditQuery,
  ListPrivacySubjectsQuery,
  Page,
  PrivacyAuditEntry,
  PrivacySubject,
  PrivacySubjectKind,
} from '@tm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  subjects: (query: ListPrivacySubjectsQuery) => ['privacy', 'subjects', query] as const,
  audit: (query: ListPrivacyAuditQuery) => ['privacy', 'audit', query] as const,
};

export const useSubjects = (query: ListPrivacySubjectsQuery) =>
  useQuery({
    queryKey: privacyKeys.subjects(query),
    queryFn: () => api.get<Page<PrivacySubject>>('/management/privacy/subjects', { query }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (query: ListPrivacyAuditQuery) =>
  useQuery({
    queryKey: privacyKeys.audit(query),
    queryFn: () => api.get<Page<PrivacyAuditEntry>>('/management/privacy/audit', { query }),
    placeholderData: keepPreviousData,
  });

const subjectPath = (kind: PrivacySubjectKind, id: number) => `/management/privacy/subjects/${kind}/${id}`;

/** Downloads the person's export file; the audit log then has one more entry. */
export const useExportSubject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: PrivacySubjectKind; id: number }) =>
      api.download(`${subjectPath(kind, id)}/export`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
    // The page shows the refusal's reason (not found, …) itself.
    meta: { inlineFieldErrors: true },
  });
};

export const useEraseSubject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: PrivacySubjectKind; id: number }) =>
      api.post<PrivacySubject>(`${subjectPath(kind, id)}/erase`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
    // A refusal (already erased, oneself, the last super administrator) says why in its field.
    meta: { inlineFieldErrors: true },
  });
};
