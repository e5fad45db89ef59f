import type { TopUpMethod } from '@tm/contracts';
import { eq } from 'drizzle-orm';
import { postEntry } from '../../modules/riders/riders.ledger';
import { regionalOffices, riders } from '../../modules/riders/riders.table';
import type { Db } from '../client';

const DAY = 86_400_000;

/**
 * Delivery of the demo: two regional offices of Hangzhou with their riders, and a few weeks of
 * top-ups posted through the ledger (so every balance is the sum of its entries), one of them
 * reversed after it was posted twice by mistake.
 */
export async function seedDemoRiders(tx: Db, adminId: number | null, now = new Date()): Promise<void> {
  const [westLake, yuhang] = await tx
    .insert(regionalOffices)
    .values([
      {
        name: '杭州西湖区域中心',
        regions: [
          { province: '浙江省', city: '杭州市', district: '西湖区' },
          { province: '浙江省', city: '杭州市', district: '上城区' },
        ],
        manager_id: adminId,
        contact_person: '陈站长',
        phone_number: '13800000011',
        created_time: new Date(now.getTime() - 60 * DAY),
      },
      {
        name: '杭州余杭区域中心',
        regions: [
          { province: '浙江省', city: '杭州市', district: '余杭区' },
          { province: '浙江省', city: '湖州市', district: '' },
        ],
        manager_id: adminId,
        contact_person: '沈站长',
        phone_number: '13800000012',
        created_time: new Date(now.getTime() - 45 * DAY),
      },
    ])
    .returning({ id: regionalOffices.id });
  if (!westLake || !yuhang) {
    throw new Error('demo offices not inserted');
  }
  // A verified rider was verified on a day, as one verified in the console would be.
  const verifiedDaysAgo = (days: number | null) => ({
    identity_verified: days !== null,
    identity_verified_time: days === null ? null : new Date(now.getTime() - days * DAY),
  });
  const crew = await tx
    .insert(riders)
    .values([
      { office_id: westLake.id, name: '刘小军', phone_number: '13800000021', ...verifiedDaysAgo(25) },
      { office_id: westLake.id, name: '黄丽', phone_number: '13800000022', ...verifiedDaysAgo(22) },
      { office_id: westLake.id, name: '孙浩', phone_number: '13800000023', ...verifiedDaysAgo(null) },
      { office_id: yuhang.id, name: '周建平', phone_number: '13800000024', ...verifiedDaysAgo(14) },
      { office_id: yuhang.id, name: '吴涛', phone_number: '13800000025', ...verifiedDaysAgo(10) },
    ])
    .returning({ id: riders.id, phone: riders.phone_number });
  const rider = (phone: string) => {
    const id = crew.find((row) => row.phone === phone)?.id;
    if (id === undefined) {
      throw new Error(`demo rider ${phone} not inserted`);
    }
    return id;
  };

  type Posting = [
    kind: 'office' | 'rider',
    id: number,
    fen: number,
    method: TopUpMethod,
    daysAgo: number,
    note: string,
  ];
  const postings: Posting[] = [
    ['office', westLake.id, 2_000_000, 'bank_transfer', 30, '月度运营备用金'],
    ['office', yuhang.id, 1_500_000, 'bank_transfer', 29, '月度运营备用金'],
    ['rider', rider('13800000021'), 50_000, 'wechat', 20, '保证金'],
    ['rider', rider('13800000022'), 50_000, 'wechat', 19, '保证金'],
    ['rider', rider('13800000024'), 30_000, 'alipay', 12, ''],
    ['rider', rider('13800000024'), 30_000, 'alipay', 12, '重复提交'],
    ['rider', rider('13800000025'), 20_000, 'cash', 8, '现金交站长'],
    ['rider', rider('13800000021'), 12_800, 'wechat', 2, '补充余额'],
  ];
  // The second of Zhou's two identical top-ups was a mistake: reversed the day after. Entries are
  // posted in the order of their times, as at a counter, so the ledger's newest-first list (by
  // entry) reads in time order.
  const DUPLICATE_INDEX = 5;
  const REVERSED_DAYS_AGO = 11;
  const ids: number[] = [];
  const reverseDuplicate = async () => {
    const duplicate = ids[DUPLICATE_INDEX];
    if (duplicate === undefined) {
      throw new Error('demo top-up not posted');
    }
    await postEntry(tx, {
      account_kind: 'rider',
      account_id: rider('13800000024'),
      amount_fen: -30_000,
      method: 'alipay',
      reference_no: 'DEMO-R-0001',
      note: '重复充值，冲正',
      operator_id: adminId,
      reverses_id: duplicate,
      created_time: new Date(now.getTime() - REVERSED_DAYS_AGO * DAY),
    });
  };
  // The reversal goes before the first top-up later than it (the postings are in time order).
  const reversalBefore = postings.findIndex(([, , , , daysAgo]) => daysAgo < REVERSED_DAYS_AGO);
  for (const [index, [kind, id, fen, method, daysAgo, note]] of postings.entries()) {
    if (index === reversalBefore) {
      await reverseDuplicate();
    }
    ids.push(
      await postEntry(tx, {
        account_kind: kind,
        account_id: id,
        amount_fen: fen,
        method,
        reference_no: `DEMO-${String(index + 1).padStart(4, '0')}`,
        note,
        operator_id: adminId,
        reverses_id: null,
        created_time: new Date(now.getTime() - daysAgo * DAY),
      }),
    );
  }
  if (reversalBefore === -1) {
    await reverseDuplicate();
  }
  // Wu stopped riding last week: his account keeps its balance and takes no more top-ups.
  await tx
    .update(riders)
    .set({ status: 'suspended' })
    .where(eq(riders.id, rider('13800000025')));
}
