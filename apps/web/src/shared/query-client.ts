import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showApiError } from './api-client';

declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Register {
    queryMeta: {
      /** The page shows this query's failure itself; no error dialog. */
      quiet?: boolean;
    };
    mutationMeta: {
      /** The calling component shows every failure itself (fields under the form, else a dialog). */
      inlineFieldErrors?: boolean;
    };
  }
}

/** Server state; failed calls open the error dialog unless a form shows them inline. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.quiet) {
          showApiError(error);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.inlineFieldErrors) {
          showApiError(error);
        }
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    },
  });
}
