/** Offset of a page (pages count from 1). */
export function pageOffset(query: { page: number; per_page: number }): number {
  return (query.page - 1) * query.per_page;
}
