import { useIsSystemAdmin } from '../../shared/session';

/**
 * Prices pages serve both areas: administrators choose the company (their calls name it), a
 * company's users work on their own; links stay inside the area the user is in.
 */
export function usePriceArea() {
  const isAdmin = useIsSystemAdmin();
  const area = isAdmin ? 'admin' : 'project';
  return {
    isAdmin,
    batchListPath: `/${area}/goodMng/priceBatches`,
    batchPathOf: (id: number) => `/${area}/goodMng/priceBatches/${id}`,
  };
}
