import { useIsSystemAdmin, useSession } from '../../shared/session';
import type { Side } from './work-order-steps';

/**
 * Who looks at the orders: system administrators are the service side (every company's orders,
 * assigning, internal notes); company users are customers (their company's orders, opening new ones).
 */
export function useWorkOrderViewer() {
  const session = useSession();
  const isService = useIsSystemAdmin();
  const side: Side = isService ? 'service' : 'customer';
  return { session, isService, side, userId: session?.id };
}
