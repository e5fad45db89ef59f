import { useSearchParams } from 'react-router';

/**
 * A list page's filters and page in the address bar, so that Back, reload and a shared link all
 * show the same list. Text filters are strings, `page`/`per_page`/ids are numbers.
 */
export function useListQuery<F extends Record<string, string | number | undefined>>(
  numericKeys: readonly (keyof F)[] = [],
) {
  const [params, setParams] = useSearchParams();
  const filters = {} as F;
  for (const [key, value] of params.entries()) {
    if (key === 'page' || key === 'per_page' || !value) {
      continue;
    }
    (filters as Record<string, string | number>)[key] = numericKeys.includes(key) ? Number(value) : value;
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Math.min(100, Math.max(1, Number(params.get('per_page')) || 10));

  const write = (next: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') {
        search.set(key, String(value));
      }
    }
    setParams(search);
  };

  return {
    filters,
    paging: { page, per_page: perPage },
    /** New filters start again at page 1. */
    setFilters: (next: F) => write({ ...next, per_page: perPage === 10 ? undefined : perPage }),
    setPaging: (nextPage: number, nextPerPage: number) =>
      write({
        ...filters,
        page: nextPage === 1 ? undefined : nextPage,
        per_page: nextPerPage === 10 ? undefined : nextPerPage,
      }),
  };
}

/**
 * Whether a list's table shows its loading mask: while its first rows are on the way, or it still
 * shows the rows of other filters or another page. A refresh of the same rows (after an edit, or a
 * change heard on the live stream) leaves them in place: a mask coming over them takes the pointer
 * off what it is on, closing a popover or swallowing a click. A list waiting for a choice (its query
 * not enabled yet) asks for nothing and shows no mask.
 */
export function listLoading(query: { isPending: boolean; isFetching: boolean; isPlaceholderData: boolean }): boolean {
  return query.isFetching && (query.isPending || query.isPlaceholderData);
}
