import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../apps/server/test/harness';
import { goods } from '../../apps/server/src/modules/goods/goods.table';
import { scaleGoods, scales } from '../../apps/server/src/modules/scales/scales.table';
import { trades } from '../../apps/server/src/modules/trades/trades.table';
import { Gateway } from './gateway';
import { TmScaleEmulator, type EmulatorOptions } from './tm-emulator';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const sale = (plu: number, minute: number) => ({
  date_time: `26112409${String(minute).padStart(2, '0')}`,
  mode: 0,
  plu,
  amount: 1234,
  unit_price: 398,
  total_before: 491,
  total: 491,
  ticket: 7,
  scale_no: 1,
});

/** A shop with `count` goods on a TM scale at an emulated address, and its gateway. */
async function shopWithTmScale(count: number, emulatorOptions: EmulatorOptions = {}, names?: (plu: number) => string) {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const held = await t.db
    .insert(goods)
    .values(
      Array.from({ length: count }, (_, i) => {
        const name = names?.(i + 1) ?? `商品${i + 1}`;
        return {
          company_id: company.id,
          plu: i + 1,
          item_code: String(i + 1),
          name_lines: [name],
          name,
          unit_price: 398 + i,
          pricing_mode: 'by_weight' as const,
        };
      }),
    )
    .returning();
  const [scale] = await t.db
    .insert(scales)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      scale_name: '老秤',
      scale_uuid: `TMLAN${Math.random().toString(36).slice(2, 10)}`,
      model: 'TM-Aa',
    })
    .returning();
  if (!scale) {
    throw new Error('not seeded');
  }
  await t.db
    .insert(scaleGoods)
    .values(held.map((good) => ({ scale_id: scale.id, good_id: good.id, company_id: company.id, plu: good.plu })));
  const keys = await t
    .as(user)
    .put(`/api/shops/${shop.id}/scales/${scale.id}/hot_keys`, { hot_keys: [{ key: 1, plu: 1, type: 'UP' }] });
  expect(keys.statusCode).toBe(200);
  const created = (await t.as(user).post(`/api/shops/${shop.id}/gateways`, { name: '收银台电脑' })).json().data;
  const emulator = new TmScaleEmulator(emulatorOptions);
  const port = await emulator.start();
  const linked = await t.as(user).put(`/api/shops/${shop.id}/scales/${scale.id}/lan`, {
    gateway_id: created.gateway.id,
    lan_ip: '127.0.0.1',
    lan_port: port,
  });
  expect(linked.statusCode).toBe(200);
  const statePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tm-gateway-')), 'state.json');
  const gatewayWith = (fetcher?: typeof fetch) =>
    new Gateway({
      url,
      key: `${created.gateway.gateway_uuid}:${created.gateway_key}`,
      statePath,
      timeoutMs: 500,
      ...(fetcher ? { fetch: fetcher } : {}),
    });
  return { user, shop, scale, held, emulator, gatewayWith };
}

describe('the shop gateway', () => {
  it('loads every PLU, the hot keys and the clock into the scale, and the console sees them delivered', async () => {
    const { user, shop, scale, held, emulator, gatewayWith } = await shopWithTmScale(30);
    const gateway = gatewayWith();
    const [report] = await gateway.runOnce();
    expect(report).toMatchObject({ reachable: true, queued: 0, last_error: null });
    expect(emulator.plus.size).toBe(30);
    expect(emulator.plus.get(1)).toMatchObject({ name: '商品1', unit_price: 398, mode: 0 });
    expect(emulator.hotKeys[0]).toBe(1);
    expect(emulator.clock).toMatch(/^\d{10}$/);

    // The next round confirms the load: the cloud records the delivery, the console shows the report.
    await gateway.runOnce();
    const delivery = (await t.as(user).get(`/api/management/goods/${held[0]?.id}/delivery`)).json().data;
    expect(delivery.scales[0]).toMatchObject({ delivered: true, via_gateway: true });
    const shown = (await t.as(user).get(`/api/shops/${shop.id}/scales/${scale.id}`)).json().data;
    expect(shown.lan_status).toMatchObject({ reachable: true, queued: 0 });
    gateway.close();
    await emulator.stop();
  });

  it('resumes a load cut halfway where it stopped, sending each PLU once more at most', async () => {
    const { emulator, gatewayWith } = await shopWithTmScale(40, { dropAfter: 15 });
    const gateway = gatewayWith();
    const [cut] = await gateway.runOnce();
    expect(cut).toMatchObject({ reachable: false });
    expect(cut?.queued).toBeGreaterThan(0);
    expect(emulator.plus.size).toBeLessThan(40);

    const [resumed] = await gateway.runOnce();
    expect(resumed).toMatchObject({ reachable: true, queued: 0 });
    expect(emulator.plus.size).toBe(40);
    const pluCommands = emulator.received.filter((command) => command.startsWith('!0V'));
    expect(pluCommands.length).toBeLessThanOrEqual(41);
    gateway.close();
    await emulator.stop();
  });

  it('stores the sales exactly once across a crash between reading and acknowledging, and clears them only after', async () => {
    const { scale, emulator, gatewayWith } = await shopWithTmScale(2);
    emulator.addSale(sale(1, 1));
    emulator.addSale(sale(2, 2));
    emulator.addSale(sale(1, 3));

    // The cloud stores the upload, but the gateway dies before it hears back.
    const crashing = gatewayWith(async (input, init) => {
      const response = await fetch(input, init);
      const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (target.endsWith('/trades')) {
        throw new Error('power cut');
      }
      return response;
    });
    const [crashed] = await crashing.runOnce();
    expect(crashed).toMatchObject({ reachable: false, last_error: 'power cut' });
    expect(emulator.sales).toHaveLength(3);
    expect(emulator.received.filter((command) => command.startsWith('!0HA'))).toHaveLength(0);
    crashing.close();

    const restarted = gatewayWith();
    await restarted.runOnce();
    const stored = await t.db.select().from(trades).where(eq(trades.scale_id, scale.id));
    expect(stored).toHaveLength(3);
    expect(stored.map((trade) => trade.total_price)).toEqual([491, 491, 491]);
    expect(emulator.sales).toHaveLength(0);
    const cleared = emulator.received.findIndex((command) => command.startsWith('!0HA'));
    const lastRead = emulator.received.findLastIndex((command) => command.startsWith('!0J'));
    expect(cleared).toBeGreaterThan(lastRead);
    restarted.close();
    await emulator.stop();
  });

  it('sends a price per 500 g as the price per kg, reads sales back in the good’s unit, and reports what the scale holds', async () => {
    const { user, shop, scale, held, emulator, gatewayWith } = await shopWithTmScale(3);
    const [potato, , cabbage] = held;
    await t.db
      .update(goods)
      .set({ unit_price: 238, weight_unit: '500g' })
      .where(eq(goods.id, potato?.id ?? 0));
    const gateway = gatewayWith();
    await gateway.runOnce();
    expect(emulator.plus.get(1)?.unit_price).toBe(476);

    const compareUrl = `/api/shops/${shop.id}/scales/${scale.id}/compare`;
    const compared = (await t.as(user).get(compareUrl)).json().data;
    expect(compared).toMatchObject({ source: 'gateway_record', cloud_count: 3, scale_count: 3, matching: 3 });
    expect(compared.differences).toEqual([]);

    emulator.addSale({ ...sale(1, 5), amount: 1000, unit_price: 476, total_before: 476, total: 476 });
    await gateway.runOnce();
    const [stored] = await t.db.select().from(trades).where(eq(trades.scale_id, scale.id));
    expect(stored).toMatchObject({ unit_price: 238, weight_g: 1000, total_price: 476, flagged: false });

    // Taken off in the cloud, the PLU stays on a TM scale: the comparison says so.
    const off = await t.as(user).post(`/api/scales/${scale.id}/goods`, { good_ids: [cabbage?.id], op_flag: 0 });
    expect(off.statusCode).toBe(200);
    await gateway.runOnce();
    const after = (await t.as(user).get(compareUrl)).json().data;
    expect(after.differences).toEqual([
      expect.objectContaining({ plu: 3, kind: 'extra', scale_name: '商品3', pending: false }),
    ]);
    gateway.close();
    await emulator.stop();
  });

  it('puts a third information line in a special-information slot that goods with the same line share', async () => {
    const { held, emulator, gatewayWith } = await shopWithTmScale(3);
    const lines = [
      ['产地 山东', '冷藏', '保存于 0-4℃'],
      ['产地 河北', '冷藏', '保存于 0-4℃'],
      ['', '', '当日售完'],
    ];
    for (const [i, good] of held.entries()) {
      await t.db.update(goods).set({ info_lines: lines[i] }).where(eq(goods.id, good.id));
    }
    const gateway = gatewayWith();
    const [report] = await gateway.runOnce();
    expect(report).toMatchObject({ reachable: true, last_error: null });
    expect([...emulator.specialInfo.entries()]).toEqual([
      [1, '保存于 0-4℃'],
      [2, '当日售完'],
    ]);
    expect(emulator.received.filter((command) => command.startsWith('!0X'))).toHaveLength(2);
    expect([1, 2, 3].map((plu) => emulator.plus.get(plu)?.special)).toEqual([[1], [1], [2]]);
    expect(emulator.plus.get(1)).toMatchObject({ note_a: '产地 山东', note_b: '冷藏' });
    gateway.close();
    await emulator.stop();
  });

  it('refuses a name the scale cannot print, with a warning, and sends the rest', async () => {
    const { emulator, gatewayWith } = await shopWithTmScale(3, {}, (plu) => (plu === 2 ? '喆式烧饼' : `商品${plu}`));
    const gateway = gatewayWith();
    const [report] = await gateway.runOnce();
    expect(report?.last_error).toContain('PLU 2 not sent: characters not in GB2312: 喆');
    expect([...emulator.plus.keys()].sort()).toEqual([1, 3]);
    gateway.close();
    await emulator.stop();
  });
});
