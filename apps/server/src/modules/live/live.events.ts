import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What the server tells open consoles as it happens (docs/live.md). Events travel through
 * PostgreSQL NOTIFY on one channel, so every server instance hears them, and one sent inside a
 * transaction goes out only if that transaction commits.
 */
export type LiveEvent =
  /** New or removed notices for these users (`all`: every user). The console refreshes its bell. */
  | { kind: 'notice'; users: number[] | 'all' }
  /** A scale of this shop uploaded sales: dashboards and big screens showing it refresh. */
  | { kind: 'sales'; company_id: number; shop_id: number };

/** Who a stream belongs to, as far as deciding what it may hear. */
export type Listener = { user_id: number; company_id: number | null; is_admin: boolean };

export const LIVE_CHANNEL = 'tm_live';
/** NOTIFY payloads must stay under 8000 bytes; a longer list of users becomes `all`. */
const MAX_LISTED_USERS = 500;

export async function publishLive(db: Db, event: LiveEvent): Promise<void> {
  const sized: LiveEvent =
    event.kind === 'notice' && Array.isArray(event.users) && event.users.length > MAX_LISTED_USERS
      ? { kind: 'notice', users: 'all' }
      : event;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(sized)})`);
}

/**
 * A SELECT that sends one `sales` event for each shop of `source` (rows with company_id and
 * shop_id), for a statement that changes what those shops' dashboards show: the events go out
 * when it commits.
 */
export function salesEventsSql(source: SQL): SQL {
  return sql`
    SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('kind', 'sales', 'company_id', company_id, 'shop_id', shop_id)::text)
    FROM (SELECT DISTINCT company_id, shop_id FROM ${source}) AS shops`;
}

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as LiveEvent;
    return event && (event.kind === 'notice' || event.kind === 'sales') ? event : null;
  } catch {
    return null;
  }
}

/** Whether a console should hear this event: its own notices; sales of its company (all, for administrators). */
export function concerns(event: LiveEvent, listener: Listener): boolean {
  if (event.kind === 'notice') {
    return event.users === 'all' || event.users.includes(listener.user_id);
  }
  return listener.is_admin || listener.company_id === event.company_id;
}

/** What a stream passes on: never whom else a notice was for. */
export const eventData = (event: LiveEvent) =>
  event.kind === 'sales' ? { company_id: event.company_id, shop_id: event.shop_id } : {};
