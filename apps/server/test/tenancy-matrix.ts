import { randomBytes } from 'node:crypto';
import { JOIN_TYPE, PRIVACY_POLICY_VERSION, STATS_TIME_ZONE } from '@tm/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import type { ApiRoute } from '../src/app';
import { companies, companyInvites, companyUsers } from '../src/modules/companies/companies.table';
import { createImportJob, saveImportJob } from '../src/modules/goods/goods-import.jobs';
import { goods } from '../src/modules/goods/goods.table';
import { shopGoods } from '../src/modules/shop-goods/shop-goods.table';
import { scaleGoods, scales } from '../src/modules/scales/scales.table';
import { newDeviceKey } from '../src/modules/device/device-auth';
import { scaleRegistrations } from '../src/modules/device/device.table';
import { trades } from '../src/modules/trades/trades.table';
import { labels, scaleLabels } from '../src/modules/labels/labels.table';
import { gateways } from '../src/modules/gateways/gateways.table';
import { shops } from '../src/modules/shops/shops.table';
import { startSession } from '../src/modules/users/sessions.service';
import { users } from '../src/modules/users/users.table';
import { workOrderComments, workOrders } from '../src/modules/workorders/workorders.table';
import { notices } from '../src/modules/notices/notices.table';
import { documents } from '../src/modules/documents/documents.table';
import { announcements } from '../src/modules/announcements/announcements.table';
import { postEntry } from '../src/modules/riders/riders.ledger';
import { regionalOffices, riders, topUps } from '../src/modules/riders/riders.table';
import {
  faceVerifications,
  lockAppAccounts,
  repairInviteCodes,
  repairStaff,
  repairStaffCompanies,
} from '../src/modules/repair/repair.table';
import { lockDevices, lockOpenings } from '../src/modules/locks/locks.table';
import {
  stockDocumentLines,
  stockDocuments,
  stockLevels,
  stockMovements,
  suppliers,
} from '../src/modules/stock/stock.table';
import {
  priceBatches,
  priceBatchGoods,
  priceZones,
  priceZoneShops,
  zonePriceChanges,
} from '../src/modules/prices/prices.table';
import { basicToken, multipartBody, type TestApp } from './harness';
import { insertTrades } from './trade-fixtures';

/**
 * The tenancy proof. Every API route the server registered is called by every kind of caller on
 * the rows of a target company T, with T's ids in its path and body. Expected:
 * - anonymous: 401 on every route that is not public;
 * - users of other companies (staff, and a company administrator): no data of T in the answer and
 *   T's rows unchanged, whatever the status;
 * - a system administrator: admitted (no 401/403 from the guards), on fresh rows each time.
 * Routes come from the server's own route table, so a new route is in the matrix the day it is
 * added; one whose parameters or body the matrix cannot build fails it with a message saying so.
 */

export type Target = {
  company: { id: number; name: string };
  shop: { id: number; name: string };
  /** A good the target shop sells. */
  good: { id: number; name: string };
  /** A good of the target company that its shop does not sell. */
  spareGood: { id: number; name: string };
  member: { id: number; nickname: string; phone: string };
  invite: { id: number; phone: string };
  otherAdmin: { id: number };
  /** A finished import of the target company whose error report holds a row naming its good. */
  importJob: { id: string };
  /** A scale of the target shop holding the target good, with a hot key and the target label. */
  scale: { id: number; name: string };
  label: { id: number; name: string };
  /** A gateway of the target shop driving the target scale. */
  gateway: { id: number; name: string; uuid: string };
  /**
   * Device API rows: the target scale's id, a registration waiting for a user to attach it, the
   * target scale's new key waiting for its pickup, and a sale the scale uploaded.
   */
  device: { scaleUuid: string; waitingRequestId: string; pickupKey: string; tradeName: string };
  /** A work order of T about its scale, with an internal note, and a notice to T's member about it. */
  workOrder: { id: number; title: string; internalNote: string };
  notice: { id: number };
  /** A library document (the maker's, no company's): foreign callers must not change or delete it. */
  document: { id: number; fileName: string };
  /** A scheduled announcement (the maker's): only administrators may change, withdraw or delete it. */
  announcement: { id: number };
  /** Delivery (the maker's, no company's): an office, its rider, and a top-up to the rider. */
  delivery: { officeId: number; riderId: number; topUpId: number };
  /** An invite code of T and a repair person who joined T with it. */
  repair: { inviteCodeId: number; code: string; note: string; staffId: number; staffName: string; staffPhone: string };
  /** A lock device bound to T's shop, with a repair record (an opening) of T. */
  lock: { id: number; name: string; mac: string };
  /**
   * Stock of T: a supplier; a draft receipt, a posted one (with its movement and level), a
   * submitted order, a transfer in transit to T's second shop and a draft stocktake.
   */
  stock: {
    supplierId: number;
    supplierName: string;
    draftId: number;
    postedId: number;
    orderId: number;
    transferId: number;
    stocktakeId: number;
    note: string;
  };
  /** Prices of T: a zone holding its shop, a change scheduled for tomorrow and one in force since yesterday. */
  prices: { zoneId: number; zoneName: string; scheduledId: number; appliedId: number; batchName: string };
};

const marker = () => `T${Math.random().toString(36).slice(2, 10)}`;
/** A random MAC address, as lock devices store it. */
const randomMac = () =>
  randomBytes(6)
    .toString('hex')
    .toUpperCase()
    .replace(/(..)(?!$)/g, '$1:');

/** Invite codes of the targets: `RM` and a count, with digits the server's codes never use. */
let inviteCodeSerial = 0;

async function createTarget(t: TestApp): Promise<Target> {
  const tag = marker();
  const company = await t.seed.company(`目标公司-${tag}`);
  await t.db
    .update(companies)
    .set({ pay_permission: 1, contact_person: `联系人-${tag}` })
    .where(eq(companies.id, company.id));
  const shop = await t.seed.shop(company.id, { name: `目标门店-${tag}`, address: `目标地址-${tag}` });
  const phone = `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const member = await t.seed.user('USER', { nickname: `目标成员-${tag}`, phone_number: phone });
  await t.db.insert(companyUsers).values([{ company_id: company.id, user_id: member.id, join_type: JOIN_TYPE.ADMIN }]);
  const invitePhone = `14${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [invite] = await t.db
    .insert(companyInvites)
    .values({ company_id: company.id, phone_number: invitePhone, join_type: JOIN_TYPE.STAFF })
    .returning();
  const [good, spareGood] = await t.db
    .insert(goods)
    .values(
      [`目标商品-${tag}`, `目标备选商品-${tag}`].map((name, i) => ({
        company_id: company.id,
        plu: i + 1,
        item_code: String(i + 1),
        name_lines: [name],
        name,
        unit_price: 1000,
        pricing_mode: 'by_weight' as const,
      })),
    )
    .returning();
  const otherAdmin = await t.seed.admin('ADMIN');
  if (!good || !spareGood) {
    throw new Error('good not made');
  }
  await t.db.insert(shopGoods).values({ shop_id: shop.id, good_id: good.id, company_id: company.id });
  const [scale] = await t.db
    .insert(scales)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      scale_name: `目标秤-${tag}`,
      scale_uuid: `TGT${tag}`,
      model: 'TM-Aa',
      hot_keys: [{ key: 1, plu: good.plu, name: good.name, type: 'UP' }],
    })
    .returning();
  if (!scale) {
    throw new Error('scale not made');
  }
  await t.db.insert(scaleGoods).values({ scale_id: scale.id, good_id: good.id, company_id: company.id, plu: good.plu });
  const [label] = await t.db
    .insert(labels)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      name: `目标标签-${tag}`,
      type: 'weight',
      style: { size: { width: 40, height: 30 }, itemList: [], qr_code_list: [], barcodeType: 'ean13', unitList: [] },
    })
    .returning();
  if (!label) {
    throw new Error('label not made');
  }
  await t.db.insert(scaleLabels).values({ scale_id: scale.id, label_id: label.id, company_id: company.id, slot: 0 });
  const [gateway] = await t.db
    .insert(gateways)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      name: `目标网关-${tag}`,
      gateway_uuid: `GW${tag.toUpperCase()}`,
      key_hash: newDeviceKey().hash,
    })
    .returning();
  if (!gateway) {
    throw new Error('gateway not made');
  }
  await t.db.update(scales).set({ gateway_id: gateway.id, lan_ip: '10.1.2.3' }).where(eq(scales.id, scale.id));
  const expires = new Date(Date.now() + 30 * 60_000);
  const device = {
    scaleUuid: scale.scale_uuid,
    waitingRequestId: randomBytes(16).toString('base64url'),
    pickupKey: newDeviceKey().key,
    tradeName: `目标销售-${tag}`,
  };
  await t.db.insert(scaleRegistrations).values([
    { request_id: device.waitingRequestId, scale_uuid: `REG${tag}`, model: 'TM-Aa', expires_time: expires },
    {
      request_id: randomBytes(16).toString('base64url'),
      scale_uuid: scale.scale_uuid,
      model: 'TM-Aa',
      expires_time: expires,
      scale_id: scale.id,
      device_key: device.pickupKey,
    },
  ]);
  await insertTrades(t.db, [
    {
      company_id: company.id,
      shop_id: shop.id,
      scale_id: scale.id,
      good_id: good.id,
      trade_no: `T-${tag}`,
      trade_time: new Date(),
      plu: good.plu,
      name: device.tradeName,
      unit_price: 1000,
      weight_g: 500,
      total_price: 500,
      type: 'sale',
    },
  ]);
  const [workOrder] = await t.db
    .insert(workOrders)
    .values({
      company_id: company.id,
      category: 'fault',
      title: `目标工单-${tag}`,
      description: '秤不开机',
      scale_id: scale.id,
      contact_name: '目标联系人',
      contact_phone: phone,
      created_by: member.id,
    })
    .returning();
  if (!invite || !workOrder) {
    throw new Error('invite or work order not made');
  }
  const internalNote = `目标内部备注-${tag}`;
  await t.db.insert(workOrderComments).values({
    work_order_id: workOrder.id,
    author_id: otherAdmin.id,
    side: 'service',
    body: internalNote,
    internal: true,
  });
  const [notice] = await t.db
    .insert(notices)
    .values({
      user_id: member.id,
      type: 'message',
      kind: 'workorder_reply',
      params: { id: workOrder.id, title: workOrder.title, author: '客服', excerpt: internalNote },
    })
    .returning();
  if (!notice) {
    throw new Error('notice not made');
  }
  const [document] = await t.db
    .insert(documents)
    .values({
      title_ch: `目标资料-${tag}`,
      title_en: `Target document ${tag}`,
      category: 'repair',
      file_name: `target-${tag}.pdf`,
      file_key: `documents/${tag}/target-${tag}.pdf`,
      url: `/files/documents/${tag}/target-${tag}.pdf`,
      size: 1,
      content_type: 'application/pdf',
      sha256: tag,
      is_public: false,
    })
    .returning();
  if (!document) {
    throw new Error('document not made');
  }
  const [announcement] = await t.db
    .insert(announcements)
    .values({ title: `目标公告-${tag}`, body: '正文', publish_at: new Date(Date.now() + 86_400_000) })
    .returning();
  if (!announcement) {
    throw new Error('announcement not made');
  }
  const delivery = await deliveryRowsOf(t, tag);
  const [lock] = await t.db
    .insert(lockDevices)
    .values({ mac: randomMac(), name: `目标门锁-${tag}`, company_id: company.id, shop_id: shop.id })
    .returning();
  if (!lock) {
    throw new Error('lock not made');
  }
  await t.db.insert(lockOpenings).values({
    device_id: lock.id,
    mac: lock.mac,
    company_id: company.id,
    lat: 30.27,
    lng: 120.15,
    occurred_time: new Date(),
    decision: 'refused',
    reason: 'not_staff',
  });
  const repair = await repairRowsOf(t, company.id, tag);
  const stock = await stockRowsOf(t, company.id, shop.id, good, tag);
  const prices = await priceRowsOf(t, company.id, shop.id, good.id, tag);
  return {
    company: { id: company.id, name: company.name },
    shop: { id: shop.id, name: shop.name },
    good: { id: good.id, name: good.name },
    spareGood: { id: spareGood.id, name: spareGood.name },
    member: { id: member.id, nickname: `目标成员-${tag}`, phone },
    invite: { id: invite.id, phone: invitePhone },
    otherAdmin: { id: otherAdmin.id },
    importJob: { id: (await importJobOf(t, company.id, member.id, good.name)).id },
    scale: { id: scale.id, name: scale.scale_name },
    label: { id: label.id, name: label.name },
    gateway: { id: gateway.id, name: gateway.name, uuid: gateway.gateway_uuid },
    device,
    workOrder: { id: workOrder.id, title: workOrder.title, internalNote },
    notice: { id: notice.id },
    document: { id: document.id, fileName: document.file_name },
    announcement: { id: announcement.id },
    delivery,
    repair,
    lock: { id: lock.id, name: lock.name, mac: lock.mac },
    stock,
    prices,
  };
}

async function priceRowsOf(
  t: TestApp,
  companyId: number,
  shopId: number,
  goodId: number,
  tag: string,
): Promise<Target['prices']> {
  const zoneName = `目标区域-${tag}`;
  const [zone] = await t.db.insert(priceZones).values({ company_id: companyId, name: zoneName }).returning();
  if (!zone) {
    throw new Error('zone not made');
  }
  await t.db.insert(priceZoneShops).values({ shop_id: shopId, zone_id: zone.id, company_id: companyId });
  await t.db.insert(zonePriceChanges).values({
    company_id: companyId,
    good_id: goodId,
    zone_id: zone.id,
    new_price: 999,
    changed_time: new Date(Date.now() - 2 * 86_400_000),
  });
  const batchName = `目标调价-${tag}`;
  const batchOf = async (status: 'scheduled' | 'applied', startsInDays: number) => {
    const startsTime = new Date(Date.now() + startsInDays * 86_400_000);
    const [batch] = await t.db
      .insert(priceBatches)
      .values({
        company_id: companyId,
        kind: 'change',
        name: batchName,
        status,
        starts_time: startsTime,
        base: false,
        zone_ids: [zone.id],
        created_time: new Date(),
        applied_time: status === 'applied' ? startsTime : null,
      })
      .returning();
    if (!batch) {
      throw new Error('batch not made');
    }
    await t.db
      .insert(priceBatchGoods)
      .values({ batch_id: batch.id, good_id: goodId, zone_key: zone.id, company_id: companyId, unit_price: 888 });
    return batch.id;
  };
  return {
    zoneId: zone.id,
    zoneName,
    scheduledId: await batchOf('scheduled', 1),
    appliedId: await batchOf('applied', -1),
    batchName,
  };
}

async function repairRowsOf(t: TestApp, companyId: number, tag: string): Promise<Target['repair']> {
  // Counted, not drawn: a thousand targets drawing from six hex digits collide every few runs.
  inviteCodeSerial += 1;
  const code = `RM${inviteCodeSerial.toString(36).toUpperCase().padStart(6, '0')}`;
  const note = `目标邀请码-${tag}`;
  const [invite] = await t.db
    .insert(repairInviteCodes)
    .values({
      company_id: companyId,
      code,
      max_uses: 5,
      use_count: 1,
      note,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const staffPhone = `16${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [account] = await t.db.insert(lockAppAccounts).values({ phone_number: staffPhone }).returning();
  if (!invite || !account) {
    throw new Error('repair rows not made');
  }
  const staffName = `目标维修员-${tag}`;
  const [staff] = await t.db
    .insert(repairStaff)
    .values({ account_id: account.id, name: staffName, phone_number: staffPhone })
    .returning();
  if (!staff) {
    throw new Error('repair staff not made');
  }
  await t.db
    .insert(repairStaffCompanies)
    .values({ staff_id: staff.id, company_id: companyId, invite_code_id: invite.id });
  await t.db
    .insert(faceVerifications)
    .values({ staff_id: staff.id, provider: 'dev', request_id: `req-${tag}`, passed: 1, score: 0.9 });
  return { inviteCodeId: invite.id, code, note, staffId: staff.id, staffName, staffPhone };
}

async function stockRowsOf(
  t: TestApp,
  companyId: number,
  shopId: number,
  good: { id: number; plu: number; name: string },
  tag: string,
): Promise<Target['stock']> {
  const supplierName = `目标供应商-${tag}`;
  const [supplier] = await t.db.insert(suppliers).values({ company_id: companyId, name: supplierName }).returning();
  const secondShop = await t.seed.shop(companyId, { name: `目标二店-${tag}` });
  if (!supplier) {
    throw new Error('supplier not made');
  }
  const note = `目标单据备注-${tag}`;
  const documentOf = async (values: Partial<typeof stockDocuments.$inferInsert>) => {
    const [row] = await t.db
      .insert(stockDocuments)
      .values({ company_id: companyId, type: 'receipt', shop_id: shopId, notes: note, ...values })
      .returning();
    if (!row) {
      throw new Error('stock document not made');
    }
    await t.db.insert(stockDocumentLines).values({
      document_id: row.id,
      line_no: 1,
      good_id: good.id,
      plu: good.plu,
      good_name: good.name,
      unit: 'g',
      quantity: values.type === 'stocktake' ? null : 1000,
      unit_cost_fen: 500,
      book_quantity: values.type === 'stocktake' ? 1000 : null,
    });
    return row.id;
  };
  const draftId = await documentOf({ supplier_id: supplier.id });
  const postedId = await documentOf({
    supplier_id: supplier.id,
    status: 'posted',
    number: `RK${tag}`,
    posted_time: new Date(),
  });
  const orderId = await documentOf({
    type: 'purchase_order',
    supplier_id: supplier.id,
    status: 'submitted',
    number: `CG${tag}`,
  });
  const transferId = await documentOf({
    type: 'transfer',
    target_shop_id: secondShop.id,
    status: 'in_transit',
    number: `DB${tag}`,
  });
  const stocktakeId = await documentOf({ type: 'stocktake' });
  await t.db.insert(stockMovements).values({
    company_id: companyId,
    shop_id: shopId,
    good_id: good.id,
    kind: 'receipt',
    document_id: postedId,
    quantity: 1000,
    unit_cost_fen: 500,
    value_fen: 500,
  });
  await t.db
    .insert(stockLevels)
    .values({ company_id: companyId, shop_id: shopId, good_id: good.id, unit: 'g', on_hand: 1000, unit_cost_fen: 500 });
  return { supplierId: supplier.id, supplierName, draftId, postedId, orderId, transferId, stocktakeId, note };
}

async function deliveryRowsOf(t: TestApp, tag: string): Promise<Target['delivery']> {
  const [office] = await t.db
    .insert(regionalOffices)
    .values({ name: `目标区域中心-${tag}`, regions: [{ province: '浙江省', city: '', district: '' }] })
    .returning();
  if (!office) {
    throw new Error('office not made');
  }
  const phone = `19${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [rider] = await t.db
    .insert(riders)
    .values({ office_id: office.id, name: `目标骑手-${tag}`, phone_number: phone })
    .returning();
  if (!rider) {
    throw new Error('rider not made');
  }
  const topUpId = await postEntry(t.db, {
    account_kind: 'rider',
    account_id: rider.id,
    amount_fen: 5000,
    method: 'cash',
    reference_no: `TGT-${tag}`,
    note: '',
    operator_id: null,
    reverses_id: null,
    created_time: new Date(),
  });
  return { officeId: office.id, riderId: rider.id, topUpId };
}

async function importJobOf(t: TestApp, companyId: number, userId: number, goodName: string) {
  const job = await createImportJob(
    t.db,
    { company_id: companyId, user_id: userId, file_name: `${goodName}.csv`, mode: 'upsert', on_errors: 'abort' },
    new Date(),
  );
  const reason = `${goodName}: 格式不正确`;
  job.status = 'rejected';
  job.phase = 'finished';
  job.finished_time = new Date();
  job.errors.push({ row: 2, column: '品名1', value: goodName, reason });
  job.failedRows.push({ row: 2, cells: { name1: goodName }, reasons: [reason] });
  await saveImportJob(t.db, job, new Date());
  return job;
}

/** Everything of T a foreign caller must neither see nor change. */
async function snapshot(t: TestApp, target: Target) {
  const members = await t.db.select().from(companyUsers).where(eq(companyUsers.company_id, target.company.id));
  return JSON.stringify({
    company: await t.db.select().from(companies).where(eq(companies.id, target.company.id)),
    shops: await t.db.select().from(shops).where(eq(shops.company_id, target.company.id)),
    goods: await t.db.select().from(goods).where(eq(goods.company_id, target.company.id)),
    // T's shop selling anything, and T's goods sold anywhere.
    shopGoods: await t.db
      .select()
      .from(shopGoods)
      .where(
        or(
          eq(shopGoods.company_id, target.company.id),
          eq(shopGoods.shop_id, target.shop.id),
          inArray(shopGoods.good_id, [target.good.id, target.spareGood.id]),
        ),
      ),
    members,
    users: members.length
      ? await t.db
          .select()
          .from(users)
          .where(
            inArray(
              users.id,
              members.map((m) => m.user_id),
            ),
          )
      : [],
    invites: await t.db.select().from(companyInvites).where(eq(companyInvites.company_id, target.company.id)),
    scales: await t.db.select().from(scales).where(eq(scales.company_id, target.company.id)),
    scaleGoods: await t.db.select().from(scaleGoods).where(eq(scaleGoods.company_id, target.company.id)),
    trades: await t.db.select().from(trades).where(eq(trades.company_id, target.company.id)),
    labels: await t.db.select().from(labels).where(eq(labels.company_id, target.company.id)),
    gateways: await t.db.select().from(gateways).where(eq(gateways.company_id, target.company.id)),
    scaleLabels: await t.db.select().from(scaleLabels).where(eq(scaleLabels.company_id, target.company.id)),
    workOrders: await t.db.select().from(workOrders).where(eq(workOrders.company_id, target.company.id)),
    workOrderComments: await t.db
      .select()
      .from(workOrderComments)
      .where(eq(workOrderComments.work_order_id, target.workOrder.id)),
    notices: members.length
      ? await t.db
          .select()
          .from(notices)
          .where(
            inArray(
              notices.user_id,
              members.map((m) => m.user_id),
            ),
          )
      : [],
    document: await t.db.select().from(documents).where(eq(documents.id, target.document.id)),
    announcement: await t.db.select().from(announcements).where(eq(announcements.id, target.announcement.id)),
    offices: await t.db.select().from(regionalOffices).where(eq(regionalOffices.id, target.delivery.officeId)),
    riders: await t.db.select().from(riders).where(eq(riders.id, target.delivery.riderId)),
    topUps: await t.db.select().from(topUps).where(eq(topUps.rider_id, target.delivery.riderId)),
    locks: await t.db.select().from(lockDevices).where(eq(lockDevices.company_id, target.company.id)),
    // In id order: PostgreSQL may return a join's rows in another order once it has new statistics.
    suppliers: await t.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.company_id, target.company.id))
      .orderBy(suppliers.id),
    stockDocuments: await t.db
      .select()
      .from(stockDocuments)
      .where(eq(stockDocuments.company_id, target.company.id))
      .orderBy(stockDocuments.id),
    stockLines: await t.db
      .select()
      .from(stockDocumentLines)
      .innerJoin(stockDocuments, eq(stockDocuments.id, stockDocumentLines.document_id))
      .where(eq(stockDocuments.company_id, target.company.id))
      .orderBy(stockDocumentLines.id),
    stockLevels: await t.db
      .select()
      .from(stockLevels)
      .where(eq(stockLevels.company_id, target.company.id))
      .orderBy(stockLevels.shop_id, stockLevels.good_id),
    stockMovements: await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.company_id, target.company.id))
      .orderBy(stockMovements.id),
    priceZones: await t.db
      .select()
      .from(priceZones)
      .where(eq(priceZones.company_id, target.company.id))
      .orderBy(priceZones.id),
    priceZoneShops: await t.db
      .select()
      .from(priceZoneShops)
      .where(eq(priceZoneShops.company_id, target.company.id))
      .orderBy(priceZoneShops.shop_id),
    priceBatches: await t.db
      .select()
      .from(priceBatches)
      .where(eq(priceBatches.company_id, target.company.id))
      .orderBy(priceBatches.id),
    priceBatchGoods: await t.db
      .select()
      .from(priceBatchGoods)
      .where(eq(priceBatchGoods.company_id, target.company.id))
      .orderBy(priceBatchGoods.batch_id, priceBatchGoods.good_id, priceBatchGoods.zone_key),
    zonePriceChanges: await t.db
      .select()
      .from(zonePriceChanges)
      .where(eq(zonePriceChanges.company_id, target.company.id))
      .orderBy(zonePriceChanges.id),
    lockOpenings: await t.db.select().from(lockOpenings).where(eq(lockOpenings.mac, target.lock.mac)),
    repairInviteCodes: await t.db
      .select()
      .from(repairInviteCodes)
      .where(eq(repairInviteCodes.company_id, target.company.id)),
    repairStaff: await t.db.select().from(repairStaff).where(eq(repairStaff.id, target.repair.staffId)),
    repairStaffCompanies: await t.db
      .select()
      .from(repairStaffCompanies)
      .where(eq(repairStaffCompanies.company_id, target.company.id)),
    faceVerifications: await t.db
      .select()
      .from(faceVerifications)
      .where(eq(faceVerifications.staff_id, target.repair.staffId)),
    // The waiting registration, and the key waiting for T's scale.
    registrations: await t.db
      .select()
      .from(scaleRegistrations)
      .where(
        or(
          eq(scaleRegistrations.request_id, target.device.waitingRequestId),
          eq(scaleRegistrations.scale_uuid, target.device.scaleUuid),
        ),
      ),
  });
}

const secretsOf = (target: Target) => [
  target.company.name,
  target.shop.name,
  target.good.name,
  target.spareGood.name,
  target.scale.name,
  target.label.name,
  target.gateway.name,
  target.gateway.uuid,
  target.device.scaleUuid,
  target.device.pickupKey,
  target.device.tradeName,
  target.workOrder.title,
  target.workOrder.internalNote,
  target.member.nickname,
  target.member.phone,
  target.invite.phone,
  target.repair.code,
  target.repair.note,
  target.repair.staffName,
  target.repair.staffPhone,
  target.lock.name,
  target.lock.mac,
  target.stock.supplierName,
  target.stock.note,
  target.prices.zoneName,
  target.prices.batchName,
];

/** A price change of the target's good, at its base and in its zone, an hour ahead. */
const priceChangeAt = (companyId: number, target: Target) => ({
  company_id: companyId,
  kind: 'change',
  name: '越权调价',
  starts_time: new Date(Date.now() + 3_600_000).toISOString(),
  base: true,
  zone_ids: [target.prices.zoneId],
  items: [{ good_id: target.good.id, unit_price: 1 }],
});

/** A stock document in the state the route acts on, so that its owner's call would succeed. */
function stockDocumentFor(url: string, target: Target): number {
  const action = url.split('/').at(-1) ?? '';
  switch (action) {
    case 'receive':
      return target.stock.transferId;
    case 'cancel':
    case 'close':
      return target.stock.orderId;
    case 'reverse':
      return target.stock.postedId;
    case 'count-sheet':
    case 'counts':
      return target.stock.stocktakeId;
    default:
      return target.stock.draftId;
  }
}

/** The value of a path parameter, by the resource named just before it. */
function paramValue(segmentBefore: string, param: string, target: Target, url: string): number | string | undefined {
  if (url.startsWith('/api/management/stock/')) {
    return segmentBefore === 'suppliers' ? target.stock.supplierId : stockDocumentFor(url, target);
  }
  if (url.startsWith('/api/management/prices/')) {
    if (segmentBefore === 'zones' || param === 'zoneId') {
      return target.prices.zoneId;
    }
    if (segmentBefore === 'batches') {
      return url.endsWith('/rollback') ? target.prices.appliedId : target.prices.scheduledId;
    }
  }
  switch (`${segmentBefore}/:${param}`) {
    case 'shops/:id':
    case 'shops/:shopId':
      return target.shop.id;
    case 'scales/:id':
      return target.scale.id;
    case 'goods/:id':
      return target.good.id;
    case 'labels/:id':
      return target.label.id;
    case 'gateways/:id':
      return target.gateway.id;
    case 'workorders/:id':
      return target.workOrder.id;
    case 'notices/:id':
      return target.notice.id;
    case 'documents/:id':
      return target.document.id;
    case 'announcements/:id':
      return target.announcement.id;
    case 'regional_offices/:id':
      return target.delivery.officeId;
    case 'riders/:id':
      return target.delivery.riderId;
    case 'top_ups/:id':
      return target.delivery.topUpId;
    case 'invite_codes/:id':
      return target.repair.inviteCodeId;
    case 'staff/:id':
      return target.repair.staffId;
    case 'locks/:id':
      return target.lock.id;
    case 'companies/:id':
      return target.company.id;
    case 'users/:userId':
      return target.member.id;
    case 'invites/:inviteId':
      return target.invite.id;
    case 'admins/:id':
      return target.otherAdmin.id;
    case 'imports/:id':
      return target.importJob.id;
    // Privacy lists: the target's company administrator, as a merchant user.
    case 'subjects/:kind':
      return 'merchant_user';
    case ':kind/:id':
      return target.member.id;
    case 'registration/:request_id':
      // Polling the pickup's id would hand its key over: that id is the permission itself, shown only
      // on the scale's screen. The matrix polls the registration that waits for a user instead;
      // device.test.ts proves the pickup.
      return target.device.waitingRequestId;
    case 'photo_upload/:token':
      // The signed link is the permission itself (whoever holds it may photograph the good), so the
      // matrix calls with a forged one; goods-photo.test.ts proves how links are checked.
      return `${target.good.id}.9999999999.${'A'.repeat(43)}`;
    default:
      return undefined;
  }
}

function fillPath(url: string, target: Target): string {
  const segments = url.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) {
        return segment;
      }
      const value = paramValue(segments[index - 1] ?? '', segment.slice(1), target, url);
      if (value === undefined) {
        throw new Error(`tenancy matrix: no row for ${segment} in ${url}; teach paramValue which table it names`);
      }
      return String(value);
    })
    .join('/');
}

type Upload = { field: string; fileName: string; content: Buffer; fields?: Record<string, string> };
type Call = { query?: Record<string, string | number>; body?: unknown; multipart?: Upload };

const IMAGE_UPLOAD: Upload = {
  field: 'image',
  fileName: 'm.png',
  content: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * How to call each route at the target: its company in query and body where the route takes one.
 * A route missing here that needs a body fails the matrix, naming itself.
 */
function callFor(route: ApiRoute, target: Target): Call {
  const c = target.company.id;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE }).format(new Date());
  const statsDays = { from: today, to: today };
  const key = `${route.method} ${route.url}`;
  const calls: Record<string, Call> = {
    'GET /api/management/shops': { query: { company_id: c, name: target.shop.name } },
    'GET /api/management/shops/search': { query: { company_id: c } },
    'GET /api/management/companies/search': { query: { name: target.company.name } },
    'GET /api/management/companies': { query: { name: target.company.name } },
    'GET /api/management/companies/permissions/query': { query: { companyId: c } },
    'GET /api/management/users/login/code': { query: { phone_number: '13999999999' } },
    'POST /api/management/shops/new/create': { body: { name: '越权门店', company_id: c } },
    'POST /api/shops': { body: { name: '越权门店', company_id: c } },
    'PUT /api/shops/:id': { body: { name: '被改名' } },
    'GET /api/management/goods': { query: { company_id: c, shop_id: target.shop.id, q: target.good.name } },
    'POST /api/management/goods': {
      body: {
        company_id: c,
        plu: 2,
        item_code: '2',
        name_lines: ['越权商品'],
        unit_price: 100,
        pricing_mode: 'by_count',
      },
    },
    'PUT /api/management/goods/:id': { body: { unit_price: 1, name_lines: ['被改名商品'] } },
    'GET /api/management/shops/:shopId/goods': { query: { q: target.good.name } },
    'GET /api/management/shops/:shopId/goods/candidates': { query: { q: target.spareGood.name } },
    'POST /api/management/shops/:shopId/goods': { body: { good_ids: [target.spareGood.id] } },
    'POST /api/goods/shops/delete': { body: { shop_id: target.shop.id, good_ids: [target.good.id] } },
    'GET /api/management/scales': { query: { company_id: c, name: target.scale.name } },
    'GET /api/management/scales/search': { query: { shop_id: target.shop.id } },
    'POST /api/management/scales/create': { body: { shop_id: target.shop.id, scale_name: '越权秤' } },
    'POST /api/shops/:shopId/scales': { body: { scale_name: '越权秤' } },
    'PUT /api/shops/:shopId/scales/:id': { body: { scale_name: '被改名秤' } },
    'POST /api/shops/:shopId/scales/:id/device_key': { body: {} },
    'POST /api/scales/:id/goods': { body: { good_ids: [target.spareGood.id], op_flag: 1 } },
    'GET /api/scales/:id/goods': { query: { q: target.good.name } },
    'PUT /api/shops/:shopId/scales/:id/hot_keys': { body: { hot_keys: [] } },
    'GET /api/management/labels': { query: { company_id: c, q: target.label.name } },
    'GET /api/management/shops/:shopId/labels': { query: { q: target.label.name } },
    'POST /api/management/shops/:shopId/labels': {
      body: {
        name: '越权标签',
        type: 'weight',
        style: JSON.stringify({ size: { width: 40, height: 30 }, itemList: [] }),
      },
    },
    'PUT /api/management/labels/:id': { body: { name: '被改名标签' } },
    'PUT /api/management/scales/:id/labels': { body: { label_ids: [] } },
    'POST /api/shops/:shopId/gateways': { body: { name: '越权网关' } },
    'POST /api/shops/:shopId/gateways/:id/key': { body: {} },
    'PUT /api/shops/:shopId/gateways/:id': { body: { name: '被改名网关' } },
    'PUT /api/shops/:shopId/scales/:id/lan': { body: { gateway_id: null, lan_ip: null } },
    'GET /api/management/goods/fit': { query: { good_ids: String(target.good.id) } },
    'GET /api/management/deliveries/pending': { query: { company_id: c } },
    'GET /api/workorders': { query: { company_id: c, q: target.workOrder.title } },
    'POST /api/workorders': {
      body: {
        company_id: c,
        category: 'fault',
        title: '越权工单',
        description: '越权',
        scale_id: target.scale.id,
        contact_name: '越权',
        contact_phone: '13800000000',
      },
    },
    'POST /api/workorders/:id/comments': { body: { body: '越权回复', internal: false } },
    'POST /api/workorders/:id/status': { body: { status: 'closed' } },
    'POST /api/workorders/:id/assign': { body: { assignee_id: target.otherAdmin.id } },
    // Notices are the caller's own: a foreign caller reads and clears only theirs, never T's.
    'PUT /api/notices/read': { query: { type: 'message' } },
    'PUT /api/notices/:id/read': { body: {} },
    'DELETE /api/notices': { query: { type: 'message' } },
    'GET /api/management/trades': { query: { company_id: c } },
    'GET /api/management/dashboard/today': { query: { from: new Date().toISOString(), company_id: c } },
    'GET /api/management/dashboard/shops': { query: { from: new Date().toISOString(), company_id: c } },
    // Statistics of the target's day (the target's sale is today); foreign callers' companies have the feature.
    'GET /api/management/stats/sales': { query: { ...statsDays, company_id: c, shop_id: target.shop.id } },
    'GET /api/management/stats/orders': { query: { ...statsDays, company_id: c } },
    'GET /api/management/stats/goods': { query: { ...statsDays, company_id: c, order: 'asc' } },
    'GET /api/management/stats/goods/:id': { query: statsDays },
    'GET /api/management/stats/shops': { query: { ...statsDays, company_id: c } },
    'GET /api/management/stats/shops/:id': { query: statsDays },
    // Privacy lists (administrators only): the target's member found, exported and erased.
    'GET /api/management/privacy/subjects': { query: { kind: 'merchant_user', q: target.member.nickname } },
    'GET /api/management/privacy/subjects/:kind/:id/export': {},
    'POST /api/management/privacy/subjects/:kind/:id/erase': { body: {} },
    'GET /api/management/privacy/audit': { query: { kind: 'merchant_user', subject_id: target.member.id } },
    'POST /api/management/diagnostics/sms': { body: { phone_number: '13800000000' } },
    'POST /api/management/diagnostics/notice': { body: {} },
    'POST /api/management/announcements': { body: { title: '越权公告', body: '越权', publish_at: null } },
    'PUT /api/management/announcements/:id': { body: { title: '被改的公告', body: '越权' } },
    'PUT /api/management/announcements/:id/withdraw': { body: {} },
    'POST /api/management/regional_offices': {
      body: { name: `越权区域中心-${marker()}`, regions: [{ province: '浙江省' }] },
    },
    'PUT /api/management/regional_offices/:id': { body: { name: `被改名区域中心-${marker()}`, status: 'suspended' } },
    'GET /api/management/riders': { query: { office_id: target.delivery.officeId } },
    'POST /api/management/riders': {
      body: {
        office_id: target.delivery.officeId,
        name: '越权骑手',
        phone_number: `18${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      },
    },
    'PUT /api/management/riders/:id': { body: { name: '被改名骑手' } },
    'POST /api/management/riders/:id/suspend': { body: {} },
    'POST /api/management/riders/:id/resume': { body: {} },
    'GET /api/management/top_ups': { query: { rider_id: target.delivery.riderId } },
    'GET /api/management/top_ups/export': { query: { rider_id: target.delivery.riderId, format: 'csv' } },
    'POST /api/management/top_ups': {
      body: {
        account_kind: 'rider',
        rider_id: target.delivery.riderId,
        amount_fen: 100,
        method: 'cash',
        reference_no: `X-${marker()}`,
      },
    },
    'POST /api/management/top_ups/:id/reverse': { body: { reference_no: `R-${marker()}` } },
    'GET /api/management/web_files/download': { query: { file_name: target.document.fileName } },
    'PUT /api/management/documents/:id': {
      body: { title_ch: '被改名资料', title_en: 'Renamed', category: 'software', is_public: true },
    },
    'POST /api/management/documents': {
      multipart: {
        field: 'file',
        // A name of its own per call: an administrator's upload is stored, and names are unique.
        fileName: `matrix-${marker()}.pdf`,
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
        fields: { title_ch: '越权资料', title_en: 'Matrix', category: 'repair' },
      },
    },
    'GET /api/management/trades/export': { query: { company_id: c, format: 'csv' } },
    'POST /api/device/v1/gateway/report': {
      body: {
        scales: [
          {
            scale_uuid: target.device.scaleUuid,
            reachable: false,
            last_contact_time: null,
            queued: 9,
            last_error: 'x',
          },
        ],
      },
    },
    'POST /api/management/labels/upload': {
      multipart: {
        field: 'label',
        fileName: 'matrix.json',
        content: Buffer.from(
          JSON.stringify({
            format: 'tm-label',
            version: 1,
            label: { name: '越权', type: 'weight', style: { size: { width: 40, height: 30 }, itemList: [] } },
          }),
        ),
      },
    },
    // Device routes take no user token: a user's token is not a device key, so they answer 401.
    'POST /api/device/v1/hello': { body: { scale_uuid: target.device.scaleUuid, model: 'TM-Aa', firmware: 'matrix' } },
    'POST /api/device/v1/heartbeat': { body: { firmware: 'matrix' } },
    'GET /api/device/v1/sync': { query: { since: 0 } },
    'POST /api/device/v1/holdings': {
      body: { source: 'scale_memory', goods: [{ plu: 1, unit_price: 1, name: '越权' }] },
    },
    'POST /api/device/v1/trades': {
      body: {
        trades: [
          {
            trade_no: 'matrix',
            trade_time: '2026-11-22T08:00:00Z',
            plu: 1,
            unit_price: 100,
            weight_g: 1000,
            total_price: 100,
            type: 'sale',
          },
        ],
      },
    },
    'GET /api/management/repair/invite_codes': { query: { company_id: c, q: target.repair.code } },
    'POST /api/management/repair/invite_codes': { body: { company_id: c, max_uses: 1, expires_in_days: 7 } },
    'POST /api/management/repair/invite_codes/:id/revoke': { body: {} },
    'GET /api/management/repair/staff': { query: { company_id: c, q: target.repair.staffName } },
    'PUT /api/management/repair/staff/:id': { body: { name: '被改名维修员', area: null } },
    'POST /api/management/repair/staff/:id/suspend': { body: {} },
    'POST /api/management/repair/staff/:id/resume': { body: {} },
    // Repair-app routes take the app's own tokens: a console token answers 401.
    'POST /api/repair-app/v1/sign_in/code': { body: { phone_number: target.repair.staffPhone } },
    'POST /api/repair-app/v1/sign_in/phone': {
      body: { phone_number: target.repair.staffPhone, verify_code: '0000', privacy_version: PRIVACY_POLICY_VERSION },
    },
    'POST /api/repair-app/v1/sign_in/wechat': {
      body: { code: 'matrix-code', privacy_version: PRIVACY_POLICY_VERSION },
    },
    'POST /api/repair-app/v1/redeem': { body: { code: target.repair.code, name: '越权' } },
    'POST /api/repair-app/v1/face_verification': { body: { provider_token: 'matrix' } },
    'POST /api/repair-app/v1/sign_out': { body: {} },
    'POST /api/management/scales/register/judge': { body: { scale_uuid: target.device.scaleUuid } },
    'POST /api/management/scales/authorize': {
      body: { request_id: target.device.waitingRequestId, shop_id: target.shop.id },
    },
    'PUT /api/companies/:id': { body: { name: '被改名公司' } },
    'PUT /api/management/companies/:id': { body: { name: '被改名公司' } },
    'PUT /api/management/companies/:id/status': { body: { is_disabled: true } },
    'PUT /api/management/companies/:id/pay_permission': { body: { permissions_type: 2 } },
    'PUT /api/management/companies/permissions': { body: { company_id: c, permissions: [] } },
    'POST /api/management/companies/create': { body: { name: `新公司${marker()}` } },
    'POST /api/management/companies/users': { body: { company_id: c, user_id: target.member.id, join_type: 2 } },
    'PUT /api/management/companies/:id/users/:userId': { body: { join_type: 2 } },
    'POST /api/management/companies/:id/invites': { body: { phone_number: '13811112222', join_type: 1 } },
    'POST /api/pay/serve/token/encryption': { body: { company_id: c } },
    'POST /api/management/merchants/register': {
      body: {
        name: '越权商户',
        contact_person: '某',
        phone_number: '13811113333',
        address: '某地',
        licence_img_url: '/files/x.png',
      },
    },
    'POST /api/management/admins': {
      body: {
        username: `ops${marker().toLowerCase()}`,
        password: 'matrix-pass1',
        phone_number: `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      },
    },
    'PUT /api/management/admins/:id/status': { body: { is_disabled: true } },
    'PUT /api/management/admins/:id/password': { body: { password: 'matrix-pass2' } },
    'PUT /api/users/info': { body: { nickname: '矩阵' } },
    'PUT /api/management/users/password': { body: { current_password: 'matrix-wrong1', password: 'matrix-pass3' } },
    'POST /api/management/users/login/password': { body: {} },
    'POST /api/management/users/login/phone_number': {
      body: { phone_number: target.member.phone, verify_code: '0000' },
    },
    'POST /api/management/users/login/wechat': { body: { code: 'matrix-code' } },
    'POST /api/management/users/password/reset': {
      body: { phone_number: target.member.phone, verify_code: '0000', password: 'matrix-pass4' },
    },
    'POST /api/management/users/logout': { body: {} },
    'POST /api/management/users/bind/phone_number': {
      body: { phone_number: target.member.phone, verify_code: '0000' },
    },
    'POST /api/users/bind/wechat/phone_number': { body: { phone_number: target.member.phone, verify_code: '0000' } },
    'POST /api/management/users/bind/wechat': { body: { code: 'matrix-code' } },
    'POST /api/management/images/upload': { multipart: IMAGE_UPLOAD },
    'POST /api/images/upload': { multipart: IMAGE_UPLOAD },
    'POST /api/goods/photo_upload/:token': { multipart: IMAGE_UPLOAD },
    'POST /api/management/goods/batch/price': { body: { good_ids: [target.good.id], mode: 'set', value: 1 } },
    'POST /api/management/goods/batch/on_sale': { body: { good_ids: [target.good.id], on_sale: false } },
    'POST /api/management/goods/:id/photo_link': { body: {} },
    // CSV, so that a leak of the target's names would show in the answer's text.
    'GET /api/management/goods/imports/:id/errors': { query: { format: 'csv' } },
    'GET /api/management/goods/export': { query: { company_id: c, q: target.good.name, format: 'csv' } },
    'GET /api/management/locks': { query: { company_id: c, q: target.lock.name } },
    'GET /api/management/locks/export': { query: { company_id: c, format: 'csv' } },
    'POST /api/management/locks': { body: { mac: randomMac(), name: '越权门锁', shop_id: target.shop.id } },
    'PUT /api/management/locks/:id': { body: { name: '被改名门锁' } },
    'POST /api/management/locks/:id/bind': { body: { shop_id: target.shop.id } },
    'POST /api/management/locks/:id/unbind': { body: {} },
    'POST /api/management/locks/import': {
      multipart: {
        field: 'file',
        fileName: 'matrix.csv',
        content: Buffer.from(`MAC地址,名称,门店编号\n${randomMac()},越权门锁,${target.shop.id}\n`),
      },
    },
    // Repair-app routes take an app session, not a console token: every console caller gets 401.
    'POST /api/repair-app/v1/locks/report': { body: { mac: target.lock.mac, battery_pct: 1 } },
    'POST /api/repair-app/v1/locks/openings': {
      body: { mac: target.lock.mac, lat: 30.27, lng: 120.15, occurred_time: new Date().toISOString() },
    },
    'GET /api/management/prices/zones': { query: { company_id: c, q: target.prices.zoneName } },
    'POST /api/management/prices/zones': {
      body: { company_id: c, name: `越权区域-${marker()}`, shop_ids: [target.shop.id] },
    },
    'PUT /api/management/prices/zones/:id': { body: { name: '被改名区域', shop_ids: [] } },
    'PUT /api/management/prices/goods/:id/zones/:zoneId': { body: { unit_price: 1 } },
    'GET /api/management/prices/batches': { query: { company_id: c, q: target.prices.batchName } },
    'POST /api/management/prices/batches': { body: priceChangeAt(c, target) },
    'POST /api/management/prices/batches/preview': { body: priceChangeAt(c, target) },
    'POST /api/management/prices/batches/:id/cancel': { body: {} },
    'POST /api/management/prices/batches/:id/end': { body: {} },
    'POST /api/management/prices/batches/:id/rollback': { body: {} },
    'GET /api/management/prices/batches/sheet': { query: { company_id: c, format: 'csv' } },
    'POST /api/management/prices/batches/sheet': {
      multipart: {
        field: 'file',
        fileName: 'prices.csv',
        content: Buffer.from('PLU,新价(元)\n1,0.01\n'),
        fields: { company_id: String(c) },
      },
    },
    'GET /api/management/prices/calendar': {
      query: {
        company_id: c,
        from: new Date(Date.now() - 86_400_000 * 3).toISOString(),
        to: new Date(Date.now() + 86_400_000 * 3).toISOString(),
      },
    },
    'GET /api/management/stock/suppliers': { query: { company_id: c, q: target.stock.supplierName } },
    'GET /api/management/stock/suppliers/export': { query: { company_id: c, format: 'csv' } },
    'POST /api/management/stock/suppliers': { body: { company_id: c, name: `越权供应商-${marker()}` } },
    'PUT /api/management/stock/suppliers/:id': { body: { name: '被改名供应商', status: 'disabled' } },
    'GET /api/management/stock/documents': { query: { type: 'receipt', company_id: c, q: target.stock.note } },
    'GET /api/management/stock/documents/export': { query: { type: 'receipt', company_id: c, format: 'csv' } },
    'POST /api/management/stock/documents': {
      body: {
        type: 'receipt',
        shop_id: target.shop.id,
        supplier_id: target.stock.supplierId,
        lines: [{ good_id: target.good.id, quantity: 1, unit_cost_fen: 1 }],
      },
    },
    'PUT /api/management/stock/documents/:id': { body: { notes: '越权', lines: [] } },
    'POST /api/management/stock/documents/:id/post': { body: { allow_negative: true } },
    'POST /api/management/stock/documents/:id/receive': { body: {} },
    'POST /api/management/stock/documents/:id/cancel': { body: {} },
    'POST /api/management/stock/documents/:id/close': { body: {} },
    'POST /api/management/stock/documents/:id/reverse': { body: { allow_negative: true } },
    'GET /api/management/stock/documents/:id/count-sheet': { query: { format: 'csv' } },
    'POST /api/management/stock/documents/:id/counts': {
      multipart: { field: 'file', fileName: 'counts.csv', content: Buffer.from('PLU,实盘数量\n1,0\n') },
    },
    'GET /api/management/stock/levels': { query: { company_id: c, shop_id: target.shop.id } },
    'GET /api/management/stock/levels/export': { query: { company_id: c, format: 'csv' } },
    'GET /api/management/stock/movements': { query: { shop_id: target.shop.id, good_id: target.good.id } },
    'POST /api/management/goods/imports': {
      multipart: {
        field: 'file',
        fileName: 'matrix.csv',
        content: Buffer.from('PLU编号,商品代码,品名1,单价(元),计价方式\n1,1,越权改名,1,计件\n'),
        fields: { mode: 'upsert', company_id: String(c) },
      },
    },
  };
  const call = calls[key];
  if (call) {
    return call;
  }
  if (route.method === 'GET' || route.method === 'DELETE') {
    return {};
  }
  throw new Error(`tenancy matrix: no body for ${key}; add one to callFor`);
}

/**
 * Routes whose answer to a system administrator is a refusal for a reason that is not tenancy.
 * Each says why.
 */
const ADMIN_REFUSALS: Record<string, string> = {
  'POST /api/management/merchants/register': 'only a USER without a company registers a merchant',
  'POST /api/management/users/bind/wechat': 'WeChat is not configured in the test app',
  'POST /api/management/users/bind/phone_number': 'the SMS code of the call is wrong on purpose',
  'POST /api/users/bind/wechat/phone_number': 'the SMS code of the call is wrong on purpose',
};

export type Caller = { name: string; role: 'anonymous' | 'foreign' | 'admin'; userId: number | null };

export type Violation = { route: string; caller: string; problem: string };

async function callRoute(t: TestApp, route: ApiRoute, target: Target, userId: number | null) {
  const call = callFor(route, target);
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
  const url = fillPath(route.url, target) + (call.query ? `?${query.toString()}` : '');
  const headers: Record<string, string> = { 'accept-language': 'zh-CN' };
  if (userId !== null) {
    // A fresh token for every call: a logout in the matrix must not sign out the next call.
    const { token } = await startSession(t.db, userId, new Date(), 600);
    headers.authorization = basicToken(token);
  }
  if (call.multipart) {
    const { field, fileName, content, fields } = call.multipart;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) {
      form.append(name, value);
    }
    form.append(field, new File([content], fileName));
    const { payload, contentType } = await multipartBody(form);
    return t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }
  if (STREAMS.has(`${route.method} ${route.url}`)) {
    return firstOfStream(t, url, headers);
  }
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
  });
}

/** Routes that answer with an endless event stream: the matrix reads what comes first, then hangs up. */
const STREAMS = new Set(['GET /api/live']);

async function firstOfStream(t: TestApp, url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  const stream = res.stream();
  const first = await new Promise<string>((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    stream.once('end', () => resolve(''));
    stream.once('error', reject);
  });
  stream.destroy();
  return { statusCode: res.statusCode, body: first };
}

/**
 * Which of the server's routes a run covers: a share of them (`shard`, so the matrix runs as
 * several test files side by side), and/or those a predicate picks.
 */
export type MatrixSelection = { shard?: { index: number; count: number }; only?: (route: ApiRoute) => boolean };

export async function runTenancyMatrix(t: TestApp, callers: Caller[], selection: MatrixSelection = {}) {
  const violations: Violation[] = [];
  const { shard, only } = selection;
  const routes = t.app.apiRoutes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .filter((route, i) => !shard || i % shard.count === shard.index)
    .filter((route) => !only || only(route));
  // Anonymous calls only prove the guards answer 401, so they share one target.
  let anonymousTarget: Target | undefined;
  let fresh: { target: Target; rows: string } | undefined;
  let calls = 0;
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    for (const caller of callers) {
      if (caller.role === 'anonymous') {
        anonymousTarget ??= await createTarget(t);
        const res = await callRoute(t, route, anonymousTarget, null);
        calls += 1;
        if (route.access !== 'public' && res.statusCode !== 401) {
          violations.push({
            route: name,
            caller: caller.name,
            problem: `answered without a sign-in (HTTP ${res.statusCode})`,
          });
        }
        continue;
      }
      // No call depends on what an earlier one did: a call meets rows exactly as new ones would
      // be. Another company's call leaves them as they were (or is reported), and the next call
      // takes them over; after an administrator's call, which may have started work that changes
      // them later (an import runs in the background), or after any change, the next call gets
      // new rows. Making them is most of the suite's time.
      if (!fresh) {
        const target = await createTarget(t);
        fresh = { target, rows: await snapshot(t, target) };
      }
      const { target, rows: before } = fresh;
      const res = await callRoute(t, route, target, caller.userId);
      calls += 1;
      const after = await snapshot(t, target);
      fresh = after === before && caller.role !== 'admin' ? fresh : undefined;
      const problem = (text: string) =>
        violations.push({ route: name, caller: caller.name, problem: `${text} (HTTP ${res.statusCode})` });
      if (caller.role === 'admin') {
        // Public sign-in calls refuse on the credentials they carry, which is not the guards' business.
        if (route.access !== 'public' && (res.statusCode === 401 || res.statusCode === 403) && !ADMIN_REFUSALS[name]) {
          problem(`refused a system administrator: ${res.body.slice(0, 120)}`);
        }
        continue;
      }
      const leaked = secretsOf(target).filter((secret) => res.body.includes(secret));
      if (leaked.length > 0) {
        problem(`showed another company's data: ${leaked.join(', ')}`);
      }
      if (after !== before) {
        problem("changed another company's rows");
      }
    }
  }
  return { violations, routes: routes.length, callers: callers.length, calls };
}
