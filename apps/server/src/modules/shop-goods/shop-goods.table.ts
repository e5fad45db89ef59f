import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { goods } from '../goods/goods.table';
import { shops } from '../shops/shops.table';

/** Which goods each shop sells. A row leaves with its shop or its good. */
export const shopGoods = pgTable(
  'shop_goods',
  {
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    good_id: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The company of both the shop and the good (the service checks they are the same). */
    company_id: integer('company_id').notNull(),
    created_time: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shop_id, t.good_id] }), index('shop_goods_good_idx').on(t.good_id)],
);
