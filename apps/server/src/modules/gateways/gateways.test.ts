import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { goods } from '../goods/goods.table';
import { scaleGoods, scales } from '../scales/scales.table';

const clock = manualClock(new Date('2026-11-23T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const basic = (user: string, key: string) => `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`;

/** A shop with a TM scale holding one good, and a gateway of the shop. */
async function shopWithGateway() {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const [good] = await t.db
    .insert(goods)
    .values({
      company_id: company.id,
      plu: 1,
      item_code: '1',
      name_lines: ['苹果'],
      name: '苹果',
      unit_price: 800,
      pricing_mode: 'by_weight',
    })
    .returning();
  const [scale] = await t.db
    .insert(scales)
    .values({
      company_id: company.id,
      shop_id: shop.id,
      scale_name: '老秤',
      scale_uuid: `TMOLD${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      model: 'TM-Aa',
    })
    .returning();
  if (!good || !scale) {
    throw new Error('not seeded');
  }
  await t.db.insert(scaleGoods).values({ scale_id: scale.id, good_id: good.id, company_id: company.id, plu: 1 });
  const created = await t.as(user).post(`/api/shops/${shop.id}/gateways`, { name: '收银台电脑' });
  expect(created.statusCode).toBe(200);
  const { gateway, gateway_key } = created.json().data;
  const asGateway = (scaleUuid?: string, key = gateway_key) =>
    t.as(null, {
      authorization: basic(gateway.gateway_uuid, key),
      ...(scaleUuid ? { 'x-scale-uuid': scaleUuid } : {}),
    });
  return { company, user, shop, scale, gateway, gatewayKey: gateway_key as string, asGateway };
}

describe('POST /api/shops/:shopId/gateways', () => {
  it('adds a gateway to the shop and shows its key once', async () => {
    const { user, shop, gateway, gatewayKey } = await shopWithGateway();
    expect(gateway).toMatchObject({ name: '收银台电脑', shop_id: shop.id, online: false, scale_count: 0 });
    expect(gateway.gateway_uuid).toMatch(/^GW[0-9A-F]{12}$/);
    expect(gatewayKey.length).toBeGreaterThanOrEqual(43);
    const list = (await t.as(user).get(`/api/shops/${shop.id}/gateways`)).json().data;
    expect(list).toEqual([expect.objectContaining({ id: gateway.id })]);
    expect(JSON.stringify(list)).not.toContain(gatewayKey);
  });
});

describe('PUT /api/shops/:shopId/scales/:id/lan', () => {
  it('puts a scale behind a gateway of its shop at an address, checked', async () => {
    const { user, shop, scale, gateway } = await shopWithGateway();
    const url = `/api/shops/${shop.id}/scales/${scale.id}/lan`;
    const noIp = await t.as(user).put(url, { gateway_id: gateway.id, lan_ip: null });
    expect(noIp.json().data.fields.lan_ip).toBe('通过网关连接时须填写秤的 IP 地址');
    const badIp = await t.as(user).put(url, { gateway_id: gateway.id, lan_ip: '192.168.1.300' });
    expect(badIp.json().data.fields.lan_ip).toBe('请输入正确的 IP 地址，例如 192.168.1.20');

    const other = await shopWithGateway();
    const foreign = await t.as(user).put(url, { gateway_id: other.gateway.id, lan_ip: '192.168.1.20' });
    expect(foreign.json().data.fields.gateway_id).toBe('网关不存在，或不属于这台秤所在的门店');

    expect((await t.as(user).put(url, { gateway_id: gateway.id, lan_ip: '192.168.1.20' })).statusCode).toBe(200);
    const shown = (await t.as(user).get(`/api/shops/${shop.id}/scales/${scale.id}`)).json().data;
    expect(shown).toMatchObject({
      gateway_id: gateway.id,
      gateway_name: '收银台电脑',
      lan_ip: '192.168.1.20',
      lan_port: 4001,
    });
  });
});

describe('the gateway on the device API', () => {
  it('lists its scales, acts for them on the sync, and reports their state to the console', async () => {
    const { user, shop, scale, gateway, asGateway } = await shopWithGateway();
    await t.as(user).put(`/api/shops/${shop.id}/scales/${scale.id}/lan`, {
      gateway_id: gateway.id,
      lan_ip: '10.0.0.7',
      lan_port: 4001,
    });

    const config = await asGateway().get('/api/device/v1/gateway/config');
    expect(config.statusCode).toBe(200);
    expect(config.json().data.scales).toEqual([
      {
        scale_id: scale.id,
        scale_uuid: scale.scale_uuid,
        scale_name: '老秤',
        model: 'TM-Aa',
        lan_ip: '10.0.0.7',
        lan_port: 4001,
      },
    ]);

    const sync = await asGateway(scale.scale_uuid).get('/api/device/v1/sync?since=0');
    expect(sync.statusCode).toBe(200);
    expect(sync.json().data.goods.map((g: { plu: number }) => g.plu)).toEqual([1]);
    const acknowledged = await asGateway(scale.scale_uuid).get(`/api/device/v1/sync?since=${sync.json().data.version}`);
    expect(acknowledged.json().data.goods).toEqual([]);
    const listed = (await t.as(user).get(`/api/management/scales?shop_id=${shop.id}`)).json().data.list[0];
    expect(listed.pending_changes).toBe(0);

    const report = await asGateway().post('/api/device/v1/gateway/report', {
      version: 'tm-gateway 0.1.0',
      scales: [
        {
          scale_uuid: scale.scale_uuid,
          reachable: false,
          last_contact_time: '2026-11-23T07:55:00Z',
          queued: 3,
          last_error: '连接超时',
        },
        { scale_uuid: 'NOT-MINE', reachable: true, last_contact_time: null, queued: 0, last_error: null },
      ],
    });
    expect(report.json().data.unknown_scales).toEqual(['NOT-MINE']);
    const shown = (await t.as(user).get(`/api/shops/${shop.id}/scales/${scale.id}`)).json().data;
    expect(shown.lan_status).toEqual({
      reachable: false,
      last_contact_time: '2026-11-23T07:55:00.000Z',
      queued: 3,
      last_error: '连接超时',
      reported_time: '2026-11-23T08:00:00.000Z',
      current: true,
    });
    const gateways = (await t.as(user).get(`/api/shops/${shop.id}/gateways`)).json().data;
    expect(gateways[0]).toMatchObject({ online: true, version: 'tm-gateway 0.1.0', scale_count: 1 });
    // Three minutes without a report: it says nothing of the scale now.
    clock.advance(3 * 60_000);
    expect((await t.as(user).get(`/api/shops/${shop.id}/scales/${scale.id}`)).json().data.lan_status.current).toBe(
      false,
    );

    // The company hears of the failure once, not at every report that repeats it.
    const failures = async () =>
      (await t.as(user).get('/api/notices?type=event'))
        .json()
        .data.list.filter((n: { title: string }) => n.title.includes('同步失败'));
    expect(await failures()).toEqual([
      expect.objectContaining({
        title: '电子秤「老秤」同步失败',
        description: expect.stringContaining('网关报告：连接超时'),
        status: 'urgent',
        link: `/project/scaleMng/scaleList/manage/${scale.id}`,
      }),
    ]);
    const again = { scale_uuid: scale.scale_uuid, reachable: false, last_contact_time: null, queued: 3 };
    await asGateway().post('/api/device/v1/gateway/report', {
      version: 'tm-gateway 0.1.0',
      scales: [{ ...again, last_error: '连接超时' }],
    });
    expect(await failures()).toHaveLength(1);
    await asGateway().post('/api/device/v1/gateway/report', {
      version: 'tm-gateway 0.1.0',
      scales: [{ ...again, last_error: '秤拒绝了 PLU 12' }],
    });
    expect(await failures()).toHaveLength(2);
  });

  it('refuses a wrong key, a replaced key and a scale it does not drive', async () => {
    const { user, shop, scale, gateway, asGateway } = await shopWithGateway();
    expect((await asGateway(scale.scale_uuid).get('/api/device/v1/sync?since=0')).statusCode).toBe(401);
    await t
      .as(user)
      .put(`/api/shops/${shop.id}/scales/${scale.id}/lan`, { gateway_id: gateway.id, lan_ip: '10.0.0.8' });
    expect((await asGateway(scale.scale_uuid, 'wrong').get('/api/device/v1/sync?since=0')).statusCode).toBe(401);
    expect((await asGateway(undefined, 'wrong').get('/api/device/v1/gateway/config')).statusCode).toBe(401);

    const other = await shopWithGateway();
    expect((await asGateway(other.scale.scale_uuid).get('/api/device/v1/sync?since=0')).statusCode).toBe(401);

    const renewed = await t.as(user).post(`/api/shops/${shop.id}/gateways/${gateway.id}/key`);
    expect((await asGateway(scale.scale_uuid).get('/api/device/v1/sync?since=0')).statusCode).toBe(401);
    const fresh = asGateway(scale.scale_uuid, renewed.json().data.gateway_key);
    expect((await fresh.get('/api/device/v1/sync?since=0')).statusCode).toBe(200);
  });
});

describe('DELETE /api/shops/:shopId/gateways/:id', () => {
  it('keeps a gateway that drives scales, deletes it once they are direct', async () => {
    const { user, shop, scale, gateway } = await shopWithGateway();
    await t
      .as(user)
      .put(`/api/shops/${shop.id}/scales/${scale.id}/lan`, { gateway_id: gateway.id, lan_ip: '10.0.0.9' });
    const refused = await t.as(user).delete(`/api/shops/${shop.id}/gateways/${gateway.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.id).toMatch(/还有电子秤通过这个网关连接/);

    await t.as(user).put(`/api/shops/${shop.id}/scales/${scale.id}/lan`, { gateway_id: null, lan_ip: null });
    expect((await t.as(user).delete(`/api/shops/${shop.id}/gateways/${gateway.id}`)).statusCode).toBe(200);
    expect((await t.as(user).get(`/api/shops/${shop.id}/gateways`)).json().data).toEqual([]);
  });
});
