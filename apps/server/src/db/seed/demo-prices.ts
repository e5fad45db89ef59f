import { createPriceBatchBodySchema, createPriceZoneBodySchema, type CreatePriceBatchBody } from '@tm/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceCtx } from '../../http/context';
import { goods } from '../../modules/goods/goods.table';
import { createPriceBatch } from '../../modules/prices/prices.batches';
import { setZonePrice } from '../../modules/prices/prices.resolve';
import { createPriceZone } from '../../modules/prices/prices.zones';
import { startOfChinaDay } from '../../modules/scales/scales.service';
import type { Db } from '../client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * Beijing time: `hour` o'clock of the China day `day` falls in, as a moment. The China day, not the
 * UTC one: from midnight to 08:00 in China they differ, and "tomorrow 07:00" came out as minutes
 * away, or already past.
 */
export const beijing = (day: Date, hour: number) => new Date(startOfChinaDay(day).getTime() + hour * HOUR);

/**
 * The demo chain's prices (docs/prices.md): the Xixi hypermarket in its own zone, dearer on a few
 * fruits; a fruit price change that started three days ago; vegetables changing tomorrow morning;
 * and tonight's markdown of the deli and the bakery in the Xixi zone. Made through the services,
 * each at the moment a clerk would have done it.
 */
export async function seedDemoPrices(tx: Db, companyId: number, xixiShopId: number, userId: number, now: Date) {
  const actor = {
    user_id: userId,
    session_id: 0,
    role_type: 'USER' as const,
    company_id: companyId,
    company_role: 'ADMIN' as const,
    features: [],
  };
  const at = (moment: Date): ServiceCtx => ({ db: tx, actor, lang: 'ch', now: () => moment });
  const ofCategory = (category: string) =>
    tx
      .select({ id: goods.id, unit_price: goods.unit_price })
      .from(goods)
      .where(and(eq(goods.company_id, companyId), inArray(goods.category, [category])))
      .orderBy(asc(goods.plu));

  const fiveDaysAgo = new Date(now.getTime() - 5 * DAY);
  const zone = await createPriceZone(
    at(fiveDaysAgo),
    createPriceZoneBodySchema.parse({ name: '西溪商圈', note: '大卖场，水果略高于社区店', shop_ids: [xixiShopId] }),
  );
  const fruit = await ofCategory('水果');
  for (const good of fruit.slice(0, 4)) {
    await setZonePrice(at(fiveDaysAgo), good.id, zone.id, {
      unit_price: Math.round((good.unit_price * 1.08) / 10) * 10,
    });
  }

  const batch = async (moment: Date, body: CreatePriceBatchBody) =>
    createPriceBatch(at(moment), createPriceBatchBodySchema.parse(body));
  const threeDaysAgo = beijing(new Date(now.getTime() - 3 * DAY), 7);
  await batch(threeDaysAgo, {
    kind: 'change',
    name: '时令水果调价',
    starts_time: threeDaysAgo.toISOString(),
    base: true,
    items: fruit.slice(4, 8).map((good) => ({ good_id: good.id, unit_price: Math.max(100, good.unit_price - 100) })),
  });
  const vegetables = await ofCategory('蔬菜');
  await batch(now, {
    kind: 'change',
    name: '明早蔬菜调价',
    starts_time: beijing(new Date(now.getTime() + DAY), 7).toISOString(),
    base: true,
    zone_ids: [zone.id],
    items: vegetables.slice(0, 6).map((good, index) => ({
      good_id: good.id,
      unit_price: good.unit_price + (index % 2 === 0 ? 20 : -20),
    })),
  });
  // Tonight from 19:00 to closing, or tomorrow's when the demo is made after 19:00.
  const tonight =
    beijing(now, 19).getTime() > now.getTime() ? beijing(now, 19) : beijing(new Date(now.getTime() + DAY), 19);
  await batch(now, {
    kind: 'markdown',
    name: '晚市熟食烘焙七折',
    starts_time: tonight.toISOString(),
    ends_time: new Date(tonight.getTime() + 3 * HOUR).toISOString(),
    zone_ids: [zone.id],
    percent_off: 30,
    categories: ['熟食', '烘焙'],
  });
}
