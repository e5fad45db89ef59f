import type { priceCalendarQuerySchema, priceCalendarSchema } from '@tm/contracts';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceCtx } from '../../http/context';
import { invalidField } from '../../http/errors';
import { companyScope } from '../../http/scope';
import { selectBatches, toBatch } from './prices.batches';
import { priceBatches } from './prices.table';

/** A calendar shows a month and the days around it: six weeks, with room. */
const CALENDAR_MAX_DAYS = 62;

/**
 * `GET /management/prices/calendar`: every moment in the range a price changes (a batch starting, a
 * markdown starting or ending), by time, for one zone or all; cancelled batches changed nothing.
 */
export async function priceCalendar(ctx: ServiceCtx, query: z.output<typeof priceCalendarQuerySchema>) {
  const { from, to } = query;
  if (to <= from) {
    throw invalidField('to', 'ends_before_start');
  }
  if (to.getTime() - from.getTime() > CALENDAR_MAX_DAYS * 86_400_000) {
    throw invalidField('to', 'range_too_long');
  }
  const within = (column: typeof priceBatches.starts_time | typeof priceBatches.ends_time) =>
    sql`${column} >= ${from.toISOString()}::timestamptz AND ${column} < ${to.toISOString()}::timestamptz`;
  const rows = await selectBatches(
    ctx.db,
    and(
      companyScope(ctx.actor, priceBatches),
      query.company_id ? eq(priceBatches.company_id, query.company_id) : undefined,
      ne(priceBatches.status, 'cancelled'),
      query.zone_id ? sql`${query.zone_id}::int = ANY (${priceBatches.zone_ids})` : undefined,
      or(within(priceBatches.starts_time), within(priceBatches.ends_time)),
    ),
  ).orderBy(asc(priceBatches.starts_time), asc(priceBatches.id));
  const events: z.output<typeof priceCalendarSchema>['events'] = [];
  for (const row of rows) {
    const batch = toBatch(row);
    if (batch.starts_time >= from && batch.starts_time < to) {
      events.push({ at: batch.starts_time, edge: 'start', batch });
    }
    if (batch.ends_time && batch.ends_time >= from && batch.ends_time < to) {
      events.push({ at: batch.ends_time, edge: 'end', batch });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { events };
}
