import { JOIN_TYPE, createGoodBodySchema, type CreateUserInput } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import { insertCompany, linkUserToCompany } from '../../modules/companies/companies.service';
import { goodPriceChanges, goods } from '../../modules/goods/goods.table';
import { shopGoods } from '../../modules/shop-goods/shop-goods.table';
import { shops } from '../../modules/shops/shops.table';
import { createUser } from '../../modules/users/users.service';
import type { Db } from '../client';
import { appMeta } from '../meta.table';
import { DEMO_GOODS } from './demo-goods';
import { seedDemoLabels } from './demo-labels';
import { seedDemoWorkOrders } from './demo-workorders';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoSales } from './demo-sales';
import { seedDemoScales } from './demo-scales';
import { seedDemoRiders } from './demo-riders';
import { seedDemoPrivacy } from './demo-privacy';
import { seedDemoRepair } from './demo-repair';
import { seedDemoLocks } from './demo-locks';
import { seedDemoPrices } from './demo-prices';
import { seedDemoStock } from './demo-stock';

const SEEDED_KEY = 'demo_seeded_at';

export type DemoAccount = { username: string; password: string; role: string };

const DEMO_ADMIN: CreateUserInput = {
  username: 'admin',
  password: 'admin1234',
  role_type: 'SUPER_ADMIN',
  phone_number: '13800000000',
  nickname: '系统管理员',
};
const DEMO_COMPANY_USER: CreateUserInput = {
  username: 'xianfeng',
  password: 'xianfeng1234',
  role_type: 'USER',
  phone_number: '13800000001',
  nickname: '王店长',
};

/**
 * Seeds the demo once per database, on the first start. Accounts an operator made before that
 * start do not prevent it; a demo account whose name or phone is already taken is skipped.
 * Returns the accounts it made, or null when the demo had been seeded before. `now` places the sales
 * history: the days before it, never its own.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<DemoAccount[] | null> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (seeded) {
    return null;
  }

  return db.transaction(async (tx) => {
    const accounts: DemoAccount[] = [];
    const tryCreate = async (input: CreateUserInput) => {
      try {
        const user = await createUser(tx, input);
        accounts.push({ username: input.username, password: input.password, role: input.role_type });
        return user;
      } catch (error) {
        if (!(error instanceof AppError)) {
          throw error;
        }
        log.warn({ username: input.username }, 'demo account skipped: name or phone already in use');
        return null;
      }
    };

    const admin = await tryCreate(DEMO_ADMIN);
    const company = await insertCompany(tx, {
      name: '鲜丰生鲜超市',
      contact_person: '王建国',
      phone_number: '13800000001',
      address: '浙江省杭州市西湖区文三路 398 号',
      if_analysis_open: 1,
    });
    const owner = await tryCreate(DEMO_COMPANY_USER);
    if (owner) {
      await linkUserToCompany(tx, company.id, owner.id, JOIN_TYPE.ADMIN);
    }

    const [wensan, xixi] = await tx
      .insert(shops)
      .values([
        {
          company_id: company.id,
          name: '鲜丰生鲜 文三路店',
          contact_person: '王建国',
          phone_number: '13800000001',
          address: '浙江省杭州市西湖区文三路 398 号',
          telephone: '0571-88886666',
          desc: '社区生鲜店，早 7 点至晚 10 点营业',
          categories: ['蔬菜', '水果', '肉禽', '水产'],
        },
        {
          company_id: company.id,
          name: '鲜丰生鲜 西溪店',
          contact_person: '李敏',
          phone_number: '13800000002',
          address: '浙江省杭州市余杭区五常大道 181 号',
          telephone: '0571-88887777',
          desc: '西溪湿地旁的大卖场，带熟食档口',
          categories: ['蔬菜', '水果', '熟食', '烘焙'],
        },
      ])
      .returning({ id: shops.id });
    // The assortment, each record checked by the same rules as the API's.
    const records = DEMO_GOODS.map((good) => createGoodBodySchema.parse(good));
    const stored = await tx
      .insert(goods)
      .values(records.map((record) => ({ ...record, company_id: company.id, name: record.name_lines[0] ?? '' })))
      .returning({
        id: goods.id,
        plu: goods.plu,
        name: goods.name,
        unit_price: goods.unit_price,
        category: goods.category,
      });
    await tx.insert(goodPriceChanges).values(
      stored.map((good) => ({
        good_id: good.id,
        company_id: company.id,
        old_price: null,
        new_price: good.unit_price,
        changed_by: owner?.id ?? null,
        // Priced when the assortment was set up, before any price batch of the demo.
        changed_time: new Date(now.getTime() - 30 * 86_400_000),
      })),
    );
    // The Xixi hypermarket sells everything; the Wensan Road community shop has no deli counter
    // and no bakery.
    if (!wensan || !xixi) {
      throw new Error('demo shops not inserted');
    }
    await tx
      .insert(shopGoods)
      .values([
        ...stored.map((good) => ({ shop_id: xixi.id, good_id: good.id, company_id: company.id })),
        ...stored
          .filter((good) => good.category !== '熟食' && good.category !== '烘焙')
          .map((good) => ({ shop_id: wensan.id, good_id: good.id, company_id: company.id })),
      ]);
    await seedDemoScales(tx, company.id, { xixi: xixi.id, wensan: wensan.id }, stored);
    // Prices before sales: the history sells at the prices each scale had on the day.
    const priceClerk = owner ?? admin;
    if (priceClerk) {
      await seedDemoPrices(tx, company.id, xixi.id, priceClerk.id, now);
    }
    await seedDemoSales(tx, company.id, now);
    await seedDemoLabels(tx, company.id, [xixi.id, wensan.id], xixi.id);
    if (owner && admin) {
      await seedDemoWorkOrders(tx, company.id, { owner: owner.id, admin: admin.id });
    }
    await seedDemoAnnouncements(tx, admin?.id ?? null);
    await seedDemoRiders(tx, admin?.id ?? null, now);
    if (owner) {
      await seedDemoPrivacy(tx, owner.id);
    }
    await seedDemoRepair(tx, company.id, owner?.id ?? null, now);
    await seedDemoLocks(tx, company.id, { xixi: xixi.id, wensan: wensan.id }, now);
    const stockClerk = owner ?? admin;
    if (stockClerk) {
      await seedDemoStock(tx, company.id, { wensan: wensan.id, xixi: xixi.id }, stockClerk.id, now);
    }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return accounts;
  });
}
