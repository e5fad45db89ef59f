import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { LABEL_FILE_FORMAT, type LabelStyleInput } from '@tm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newDeviceKey } from '../device/device-auth';
import { goods } from '../goods/goods.table';
import { scales } from '../scales/scales.table';
import { labels } from './labels.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const weightLabel: LabelStyleInput = {
  size: { width: 40, height: 30 },
  itemList: [
    { itemName: 'text', value: '{name1}', style: { x: 2, y: 1, w: 36, h: 6, font: 21 } },
    { itemName: 'text', value: '¥{total_price}', style: { x: 2, y: 8, w: 20, h: 5, font: 20 } },
    { itemName: 'barCode', value: '{barcode}', style: { x: 2, y: 15, w: 26, h: 12, font: 18 } },
    { itemName: 'QRCode', value: '{qr_url}', style: { x: 29, y: 15, w: 10, h: 10, font: 17 } },
  ],
  qr_code_list: ['weight', 'total_price', 'pack_date'],
  barcodeType: 'ean13',
  unitList: [
    { unitNo: 1, unitItem: 'fixed', itemLength: 0, cutStyle: 0, startIndex: 0, addCharacter: '22' },
    { unitNo: 2, unitItem: 'item_code', itemLength: 5, cutStyle: 0, startIndex: 0, addCharacter: '' },
    { unitNo: 3, unitItem: 'total_price', itemLength: 5, cutStyle: 0, startIndex: 0, addCharacter: '' },
    { unitNo: 4, unitItem: 'check', itemLength: 1, cutStyle: 0, startIndex: 0, addCharacter: '' },
  ],
};

const labelBody = (name: string, style: unknown = weightLabel, type = 'weight') => ({
  name,
  type,
  style: JSON.stringify(style),
});

async function companyWithShops() {
  const { company, user } = await t.seed.companyWithUser();
  const shop = await t.seed.shop(company.id);
  const otherShop = await t.seed.shop(company.id);
  return { company, user, shop, otherShop };
}

async function labelsOfCompany(companyId: number) {
  const [row] = await t.db.select({ n: count() }).from(labels).where(eq(labels.company_id, companyId));
  return row?.n ?? 0;
}

function labelFile(content: unknown, fileName = 'label.json') {
  const form = new FormData();
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  form.append('label', new Blob([text], { type: 'application/json' }), fileName);
  return form;
}

describe('POST /api/management/shops/:shopId/labels', () => {
  it('creates a label format in the shop, with its layout parsed and checked', async () => {
    const { company, user, shop } = await companyWithShops();
    const res = await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('称重标签'));
    expect(res.statusCode).toBe(200);
    const label = res.json().data;
    expect(label).toMatchObject({ company_id: company.id, shop_id: shop.id, name: '称重标签', type: 'weight' });
    expect(label.style).toEqual(weightLabel);

    const read = await t.as(user).get(`/api/management/labels/${label.id}`);
    expect(read.json().data.style.itemList).toHaveLength(4);
  });

  it('asks for a name, and names what is wrong with the layout, storing nothing', async () => {
    const { company, user, shop } = await companyWithShops();
    const url = `/api/management/shops/${shop.id}/labels`;

    const noName = await t.as(user).post(url, labelBody(' '));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().data.fields.name).toBe('请输入名称');

    const notJson = await t.as(user).post(url, { ...labelBody('x'), style: '{itemList' });
    expect(notJson.json().data.fields.style).toBe('标签数据不是有效的 JSON');

    const outside = structuredClone(weightLabel);
    outside.itemList[0] = { itemName: 'text', value: 'x', style: { x: 30, y: 1, w: 20, h: 6, font: 21 } };
    const res = await t.as(user).post(url, labelBody('x', outside));
    expect(res.json().data.fields['style.itemList.0.style']).toBe('项目超出了标签范围');

    const badFont = structuredClone(weightLabel);
    badFont.itemList[1] = { itemName: 'text', value: 'x', style: { x: 1, y: 1, w: 5, h: 5, font: 33 } };
    const font = await t.as(user).post(url, labelBody('x', badFont));
    expect(font.json().data.fields['style.itemList.1.style.font']).toBe('字体须为 1 到 32');

    const unknownField = structuredClone(weightLabel);
    unknownField.itemList[0] = { itemName: 'text', value: '{price}', style: { x: 1, y: 1, w: 5, h: 5, font: 21 } };
    const placeholder = await t.as(user).post(url, labelBody('x', unknownField));
    expect(placeholder.json().data.fields['style.itemList.0.value']).toMatch(/不认识的字段/);

    const emptyText = structuredClone(weightLabel);
    emptyText.itemList[1] = { itemName: 'text', value: '  ', style: { x: 1, y: 1, w: 5, h: 5, font: 21 } };
    const empty = await t.as(user).post(url, labelBody('x', emptyText));
    expect(empty.json().data.fields['style.itemList.1.value']).toBe('内容不能为空：写文字或插入字段');

    expect(await labelsOfCompany(company.id)).toBe(0);
  });

  it('keeps one company’s labels from another', async () => {
    const a = await companyWithShops();
    const b = await companyWithShops();
    const label = (await t.as(a.user).post(`/api/management/shops/${a.shop.id}/labels`, labelBody('A 的标签'))).json()
      .data;

    expect((await t.as(b.user).get(`/api/management/labels/${label.id}`)).statusCode).toBe(404);
    expect((await t.as(b.user).get(`/api/management/shops/${a.shop.id}/labels`)).statusCode).toBe(404);
    expect((await t.as(b.user).post(`/api/management/shops/${a.shop.id}/labels`, labelBody('x'))).statusCode).toBe(404);
    expect((await t.as(b.user).put(`/api/management/labels/${label.id}`, { name: '改' })).statusCode).toBe(404);
    expect((await t.as(b.user).delete(`/api/labels/${label.id}`)).statusCode).toBe(404);
    const all = await t.as(b.user).get('/api/management/labels?per_page=100');
    expect(all.json().data.list.map((l: { id: number }) => l.id)).not.toContain(label.id);
  });
});

describe('GET /api/management/shops/:shopId/labels', () => {
  it('searches by name, filters by type and pages', async () => {
    const { user, shop, otherShop } = await companyWithShops();
    const url = `/api/management/shops/${shop.id}/labels`;
    await t.as(user).post(url, labelBody('猪肉称重'));
    await t.as(user).post(url, labelBody('计件标签', weightLabel, 'count'));
    await t.as(user).post(url, labelBody('牛肉称重'));
    await t.as(user).post(`/api/management/shops/${otherShop.id}/labels`, labelBody('别的门店'));

    const all = (await t.as(user).get(`${url}?per_page=2`)).json().data;
    expect(all.meta.total).toBe(3);
    expect(all.list).toHaveLength(2);
    const named = (await t.as(user).get(`${url}?q=${encodeURIComponent('称重')}`)).json().data;
    expect(named.list.map((l: { name: string }) => l.name).sort()).toEqual(['牛肉称重', '猪肉称重']);
    const counted = (await t.as(user).get(`${url}?type=count`)).json().data;
    expect(counted.list.map((l: { name: string }) => l.name)).toEqual(['计件标签']);

    // Names are the shop's own: a scale's picker lists formats by name alone.
    const twice = await t.as(user).post(url, labelBody('猪肉称重'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.fields).toEqual({ name: '名称已被使用' });
    const renamed = await t.as(user).put(`/api/management/labels/${counted.list[0].id}`, { name: '牛肉称重' });
    expect(renamed.json().data.fields).toEqual({ name: '名称已被使用' });
    expect(
      (await t.as(user).put(`/api/management/labels/${counted.list[0].id}`, { name: '计件标签' })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(user).post(`/api/management/shops/${otherShop.id}/labels`, labelBody('猪肉称重'))).statusCode,
    ).toBe(200);
  });
});

describe('label files', () => {
  it('downloads a file that uploads back to the same label, and saves it into another shop', async () => {
    const { user, shop, otherShop } = await companyWithShops();
    const label = (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('下载标签'))).json().data;

    const download = await t.as(user).get(`/api/management/labels/${label.id}/download`);
    expect(download.statusCode).toBe(200);
    const { url, file_name } = download.json().data;
    expect(url).toMatch(/^\/files\/labels\/[0-9a-f]+\.json$/);
    expect(file_name).toBe('下载标签.label.json');
    const file = await t.anonymous.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ format: LABEL_FILE_FORMAT, version: 1, label: { name: '下载标签' } });

    const upload = await t.as(user).upload('/api/management/labels/upload', labelFile(file.body, file_name));
    expect(upload.statusCode).toBe(200);
    const read = upload.json().data;
    expect(read).toEqual({ file_name, name: '下载标签', type: 'weight', style: label.style });

    const copy = await t.as(user).post(`/api/management/shops/${otherShop.id}/labels`, {
      ...read,
      file_name: undefined,
      style: JSON.stringify(read.style),
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data).toMatchObject({ shop_id: otherShop.id, style: label.style });
  });

  it('refuses every bad file with its reason', async () => {
    const { company, user } = await companyWithShops();
    const good = { format: LABEL_FILE_FORMAT, version: 1, label: { name: '好', type: 'weight', style: weightLabel } };
    const cases: [string, unknown, string, RegExp][] = [
      ['not JSON', '{"format": "tm-label",', 'label', /不是有效的 JSON/],
      ['another JSON', { hello: 'world' }, 'label.format', /不是标签文件/],
      ['a newer version', { ...good, version: 2 }, 'label.version', /版本/],
      [
        'an unknown item kind',
        {
          ...good,
          label: {
            ...good.label,
            style: {
              ...weightLabel,
              itemList: [{ itemName: 'image', value: 'x', style: { x: 0, y: 0, w: 5, h: 5, font: 1 } }],
            },
          },
        },
        'label.label.style.itemList.0.itemName',
        /不支持的标签项目/,
      ],
      [
        'an item outside the label',
        {
          ...good,
          label: {
            ...good.label,
            style: {
              ...weightLabel,
              itemList: [{ itemName: 'text', value: 'x', style: { x: 0, y: 28, w: 5, h: 5, font: 1 } }],
            },
          },
        },
        'label.label.style.itemList.0.style',
        /超出了标签范围/,
      ],
      [
        'a font outside 1-32',
        {
          ...good,
          label: {
            ...good.label,
            style: {
              ...weightLabel,
              itemList: [{ itemName: 'text', value: 'x', style: { x: 0, y: 0, w: 5, h: 5, font: 0 } }],
            },
          },
        },
        'label.label.style.itemList.0.style.font',
        /字体须为 1 到 32/,
      ],
    ];
    for (const [what, content, field, reason] of cases) {
      const res = await t.as(user).upload('/api/management/labels/upload', labelFile(content, `${what}.json`));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().data.fields[field], what).toMatch(reason);
    }
    const wrongField = new FormData();
    wrongField.append('image', new Blob([JSON.stringify(good)]), 'a.json');
    const noLabel = await t.as(user).upload('/api/management/labels/upload', wrongField);
    expect(noLabel.json().data.fields.label).toBe('请选择一个标签文件（字段 label）');
    expect(await labelsOfCompany(company.id)).toBe(0);
  });
});

async function scaleIn(companyId: number, shopId: number) {
  const { key, hash } = newDeviceKey();
  const uuid = `LBL-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const [scale] = await t.db
    .insert(scales)
    .values({
      company_id: companyId,
      shop_id: shopId,
      scale_name: '标签秤',
      scale_uuid: uuid,
      model: 'TM-Aa',
      device_key_hash: hash,
    })
    .returning();
  if (!scale) {
    throw new Error('scale not inserted');
  }
  const device = t.as(null, { authorization: `Basic ${Buffer.from(`${uuid}:${key}`).toString('base64')}` });
  return { scale, device };
}

describe('PUT /api/management/scales/:id/labels', () => {
  it('gives a scale up to 16 formats of its shop, in slots, and refuses more', async () => {
    const { company, user, shop, otherShop } = await companyWithShops();
    const { scale } = await scaleIn(company.id, shop.id);
    const ids: number[] = [];
    for (let i = 0; i < 17; i += 1) {
      ids.push(
        (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody(`标签${i}`))).json().data.id,
      );
    }
    const url = `/api/management/scales/${scale.id}/labels`;

    const tooMany = await t.as(user).put(url, { label_ids: ids });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.fields.label_ids).toMatch(/每台最多 16 个/);

    const held = await t.as(user).put(url, { label_ids: ids.slice(0, 16).reverse() });
    expect(held.statusCode).toBe(200);
    expect(held.json().data.map((l: { slot: number; label_id: number }) => [l.slot, l.label_id])[0]).toEqual([
      0,
      ids[15],
    ]);
    expect(held.json().data).toHaveLength(16);

    const foreign = (await t.as(user).post(`/api/management/shops/${otherShop.id}/labels`, labelBody('别店'))).json()
      .data;
    const wrongShop = await t.as(user).put(url, { label_ids: [foreign.id] });
    expect(wrongShop.json().data.fields.label_ids).toBe('标签不存在，或不属于这台秤所在的门店');
    expect((await t.as(user).get(url)).json().data).toHaveLength(16);
  });

  it('keeps a format that a scale holds or a good names from being deleted', async () => {
    const { company, user, shop } = await companyWithShops();
    const { scale } = await scaleIn(company.id, shop.id);
    const held = (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('在用'))).json().data;
    const named = (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('商品在用'))).json().data;
    const unused = (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('没用'))).json().data;
    await t.as(user).put(`/api/management/scales/${scale.id}/labels`, { label_ids: [held.id] });
    const good = await t.as(user).post('/api/management/goods', {
      plu: 7,
      item_code: '7',
      name_lines: ['苹果'],
      unit_price: 1000,
      pricing_mode: 'by_weight',
      label_format_id: named.id,
      barcode_format_id: 1,
    });
    expect(good.statusCode).toBe(200);

    for (const label of [held, named]) {
      const res = await t.as(user).delete(`/api/labels/${label.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().data.fields.id).toMatch(/请先改掉它们/);
    }
    expect((await t.as(user).delete(`/api/labels/${unused.id}`)).statusCode).toBe(200);
    expect(await labelsOfCompany(company.id)).toBe(2);
  });
});

describe('goods name their label and barcode format', () => {
  it('refuses another company’s label and an unknown barcode format', async () => {
    const a = await companyWithShops();
    const b = await companyWithShops();
    const foreign = (await t.as(b.user).post(`/api/management/shops/${b.shop.id}/labels`, labelBody('B'))).json().data;
    const body = { plu: 8, item_code: '8', name_lines: ['梨'], unit_price: 800, pricing_mode: 'by_weight' };

    const res = await t.as(a.user).post('/api/management/goods', { ...body, label_format_id: foreign.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.label_format_id).toBe('标签不存在，或不属于该商品的公司');
    const format = await t.as(a.user).post('/api/management/goods', { ...body, barcode_format_id: 99 });
    expect(format.json().data.fields.barcode_format_id).toBe('不支持的条码格式');
    const [stored] = await t.db.select({ n: count() }).from(goods).where(eq(goods.company_id, a.company.id));
    expect(stored?.n).toBe(0);
  });
});

describe('the device sync carries label formats', () => {
  it('sends the held formats with fonts resolved, again after an edit, and a key to sign QR links', async () => {
    const { company, user, shop } = await companyWithShops();
    const { scale, device } = await scaleIn(company.id, shop.id);
    const label = (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('同步标签'))).json().data;
    await t.as(user).put(`/api/management/scales/${scale.id}/labels`, { label_ids: [label.id] });
    expect((await device.post('/api/device/v1/heartbeat', { firmware: '1' })).json().data.pending).toBe(true);

    const first = (await device.get('/api/device/v1/sync?since=0')).json().data;
    expect(first.labels).toHaveLength(1);
    expect(first.labels[0]).toMatchObject({
      slot: 0,
      label_id: label.id,
      width_mm: 40,
      height_mm: 30,
      barcode_type: 'ean13',
    });
    // Font 21 is the fifth size (4 mm) upright; font 18 the second size (2 mm) upright.
    expect(first.labels[0].items[0]).toMatchObject({
      kind: 'text',
      value: '{name1}',
      font: 21,
      char_height_mm: 4,
      rotation: 0,
    });
    expect(first.qr.url_prefix).toMatch(/\/external\/qrdetail\/$/);

    const again = (await device.get(`/api/device/v1/sync?since=${first.version}`)).json().data;
    expect(again.labels).toBeNull();
    expect((await device.post('/api/device/v1/heartbeat', { firmware: '1' })).json().data.pending).toBe(false);

    await t.as(user).put(`/api/management/labels/${label.id}`, { name: '改过的标签' });
    const edited = (await device.get(`/api/device/v1/sync?since=${first.version}`)).json().data;
    expect(edited.labels[0].name).toBe('改过的标签');

    await t.as(user).put(`/api/management/scales/${scale.id}/labels`, { label_ids: [] });
    const emptied = (await device.get(`/api/device/v1/sync?since=${edited.version}`)).json().data;
    expect(emptied.labels).toEqual([]);
  });
});

describe('GET /external/qrdetail/:id', () => {
  async function printedLink() {
    const { company, user, shop } = await companyWithShops();
    const { scale, device } = await scaleIn(company.id, shop.id);
    const good = (
      await t.as(user).post('/api/management/goods', {
        plu: 21,
        item_code: '10021',
        name_lines: ['精品五花肉', 'Pork belly'],
        info_lines: ['冷藏 0-4℃'],
        unit_price: 2980,
        pricing_mode: 'by_weight',
      })
    ).json().data;
    const label = (await t.as(user).post(`/api/management/shops/${shop.id}/labels`, labelBody('二维码标签'))).json()
      .data;
    await t.as(user).put(`/api/management/scales/${scale.id}/labels`, { label_ids: [label.id] });
    const { qr } = (await device.get('/api/device/v1/sync?since=0')).json().data;
    // What the scale does when it prints {qr_url}: the documented signing with its key.
    const payload = Buffer.from(
      JSON.stringify({ s: scale.id, g: good.id, w: 512, t: 1526, p: '20261123', b: '20261126' }),
    ).toString('base64url');
    const mac = createHmac('sha256', Buffer.from(qr.key, 'base64url')).update(payload).digest().subarray(0, 16);
    return { shop, token: `${payload}.${mac.toString('base64url')}`, url: new URL(qr.url_prefix).pathname };
  }

  it('shows the shopper the good, the shop and the sale, in Chinese or English', async () => {
    const { shop, token, url } = await printedLink();
    const res = await t.anonymous.get(`${url}${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('精品五花肉');
    expect(res.body).toContain('冷藏 0-4℃');
    expect(res.body).toContain(shop.name);
    expect(res.body).toContain('0.512 千克');
    expect(res.body).toContain('15.26 元');
    expect(res.body).toContain('2026-11-26');
    expect(res.body).not.toContain('<script');

    const english = await t.anonymous.get(`${url}${token}?lang=en`);
    expect(english.body).toContain('Best before');
    expect(english.body).toContain('0.512 kg');
  });

  it('answers 404 for a forged, altered or unknown link', async () => {
    const { token, url } = await printedLink();
    const [payload = '', mac = ''] = token.split('.');
    const altered = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('1526', '1')).toString(
      'base64url',
    );
    for (const bad of [`${altered}.${mac}`, `${payload}.${'A'.repeat(22)}`, 'nothing', `${payload}`]) {
      const res = await t.anonymous.get(`${url}${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).toContain('抱歉，你访问的页面不存在');
    }
  });
});
