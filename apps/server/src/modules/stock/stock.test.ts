import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { stockApi, stockCompany } from '../../../test/stock-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('suppliers', () => {
  it('creates, finds, disables and deletes an unused supplier', async () => {
    const { api } = await stockCompany(t);
    const created = await api.post('/suppliers', {
      name: '李记水产',
      contact_person: '李老板',
      phone_number: '13800000001',
      tax_number: '91330106MA2AXXXX1X',
      bank_account: '6222 0000 1111',
    });
    expect(created.json()).toMatchObject({ code: 1, data: { name: '李记水产', status: 'active', documents_count: 0 } });
    const id = created.json().data.id;
    expect((await api.get('/suppliers?q=李老板')).json().data).toMatchObject({ meta: { total: 1 }, list: [{ id }] });
    expect((await api.put(`/suppliers/${id}`, { status: 'disabled' })).json().data.status).toBe('disabled');
    expect((await api.delete(`/suppliers/${id}`)).statusCode).toBe(200);
    expect((await api.get('/suppliers?q=李记')).json().data.meta.total).toBe(0);
  });

  it('names the fields that are wrong and refuses a name the company already has', async () => {
    const { api } = await stockCompany(t);
    const bad = await api.post('/suppliers', { name: '', tax_number: '税号!', bank_account: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['bank_account', 'name', 'tax_number']);
    const taken = await api.post('/suppliers', { name: '张记果蔬' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.name).toBe('名称已被使用');
  });

  it('keeps a supplier that a document names: it can only be disabled', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    await api.post('/documents', {
      type: 'purchase_order',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 1000, unit_cost_fen: 500 }],
    });
    expect((await api.get('/suppliers')).json().data.list[0].documents_count).toBe(1);
    const refused = await api.delete(`/suppliers/${supplier.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields.id).toContain('停用');
    await api.put(`/suppliers/${supplier.id}`, { status: 'disabled' });
    const order = await api.post('/documents', { type: 'purchase_order', shop_id: shop.id, supplier_id: supplier.id });
    expect(order.statusCode).toBe(409);
    expect(order.json().data.fields.supplier_id).toBe('供应商已停用');
  });

  it('is closed to a company without the stock feature', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await stockApi(t, user).get('/suppliers');
    expect(res.statusCode).toBe(403);
  });
});

describe('purchase orders and receipts', () => {
  it('submits an order, receives part of it, then the rest, and raises stock at the moving average cost', async () => {
    const { api, shop, apple, milk, supplier } = await stockCompany(t);
    const order = await api.posted({
      type: 'purchase_order',
      shop_id: shop.id,
      supplier_id: supplier.id,
      expected_date: '2026-12-01',
      lines: [
        { good_id: apple.id, quantity: 10_000, unit_cost_fen: 600 },
        { good_id: milk.id, quantity: 24, unit_cost_fen: 450 },
      ],
    });
    expect(order).toMatchObject({ number: 'CG000001', status: 'submitted' });
    expect(await api.level(shop.id, apple.id)).toEqual({ on_hand: 0, unit_cost_fen: 0 });

    const [appleLine, milkLine] = order.lines;
    const part = await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      order_id: order.id,
      lines: [{ good_id: apple.id, quantity: 4000, unit_cost_fen: 600, order_line_id: appleLine?.id }],
    });
    expect(part).toMatchObject({ number: 'RK000001', status: 'posted' });
    const afterPart = (await api.get(`/documents/${order.id}`)).json().data;
    expect(afterPart.status).toBe('partly_received');
    expect(afterPart.lines[0]).toMatchObject({ quantity: 10_000, done_quantity: 4000 });
    expect(await api.level(shop.id, apple.id)).toEqual({ on_hand: 4000, unit_cost_fen: 600 });

    await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      order_id: order.id,
      lines: [
        { good_id: apple.id, quantity: 6000, unit_cost_fen: 700, order_line_id: appleLine?.id },
        { good_id: milk.id, quantity: 24, unit_cost_fen: 450, order_line_id: milkLine?.id },
      ],
    });
    expect((await api.get(`/documents/${order.id}`)).json().data.status).toBe('closed');
    // (4 kg × 6.00 + 6 kg × 7.00) ÷ 10 kg = 6.60 a kilogram.
    expect(await api.level(shop.id, apple.id)).toEqual({ on_hand: 10_000, unit_cost_fen: 660 });
    expect(await api.level(shop.id, milk.id)).toEqual({ on_hand: 24, unit_cost_fen: 450 });
  });

  it('refuses a receipt against an order that is not open, and one for another shop', async () => {
    const { api, shop, other, apple, supplier } = await stockCompany(t);
    const order = await api.posted({
      type: 'purchase_order',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 1000, unit_cost_fen: 500 }],
    });
    const elsewhere = await api.post('/documents', { type: 'receipt', shop_id: other.id, order_id: order.id });
    expect(elsewhere.json().data.fields.shop_id).toBe('入库门店须为采购订单的门店');
    expect((await api.post(`/documents/${order.id}/cancel`)).json().data.status).toBe('cancelled');
    const late = await api.post('/documents', { type: 'receipt', shop_id: shop.id, order_id: order.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.fields.order_id).toContain('不是待收货状态');
  });

  it('closes an order partly received, but does not cancel it', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const order = await api.posted({
      type: 'purchase_order',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 5000, unit_cost_fen: 500 }],
    });
    await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      order_id: order.id,
      lines: [{ good_id: apple.id, quantity: 1000, unit_cost_fen: 500, order_line_id: order.lines[0]?.id }],
    });
    expect((await api.post(`/documents/${order.id}/cancel`)).json().data.fields.status).toBe(
      '已有入库，不能取消，请关闭订单',
    );
    expect((await api.post(`/documents/${order.id}/close`)).json().data.status).toBe('closed');
  });

  it('gives an order its quantities back when a receipt against it is reversed', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const order = await api.posted({
      type: 'purchase_order',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 2000, unit_cost_fen: 500 }],
    });
    const receipt = await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      order_id: order.id,
      lines: [{ good_id: apple.id, quantity: 2000, unit_cost_fen: 500, order_line_id: order.lines[0]?.id }],
    });
    expect((await api.get(`/documents/${order.id}`)).json().data.status).toBe('closed');
    const reversal = await api.post(`/documents/${receipt.id}/reverse`, { notes: '供应商送错货' });
    expect(reversal.json().data).toMatchObject({
      number: 'RK000002',
      status: 'posted',
      reverses: { id: receipt.id, number: receipt.number },
      notes: '供应商送错货',
    });
    const again = (await api.get(`/documents/${order.id}`)).json().data;
    expect(again).toMatchObject({ status: 'submitted', lines: [{ done_quantity: 0 }] });
    expect((await api.get(`/documents/${receipt.id}`)).json().data.reversed_by.id).toBe(reversal.json().data.id);
    expect((await api.level(shop.id, apple.id)).on_hand).toBe(0);
  });

  it('names the line and field that are wrong', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const res = await api.post('/documents', {
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [
        { good_id: apple.id, quantity: 1000, unit_cost_fen: 500 },
        { good_id: apple.id, quantity: 1000, unit_cost_fen: 500 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ 'lines.1.good_id': '同一商品在单据中只能出现一次' });
    const zero = await api.post('/documents', {
      type: 'receipt',
      shop_id: shop.id,
      lines: [{ good_id: apple.id, quantity: 0 }],
    });
    expect(zero.json().data.fields['lines.0.quantity']).toBe('数量须为大于 0 的整数（克或件）');
    const unpriced = await api.post('/documents', {
      type: 'receipt',
      shop_id: shop.id,
      lines: [{ good_id: apple.id, quantity: 1000 }],
    });
    expect(unpriced.json().data.fields['lines.0.unit_cost_fen']).toBe('请输入进价');
  });
});

describe('drafts', () => {
  it('edits and deletes a draft, which has no number and moves nothing', async () => {
    const { api, shop, apple, milk } = await stockCompany(t);
    const draft = (
      await api.post('/documents', {
        type: 'loss',
        shop_id: shop.id,
        loss_reason: 'spoilage',
        lines: [{ good_id: apple.id, quantity: 500 }],
      })
    ).json().data;
    expect(draft).toMatchObject({ number: null, status: 'draft', lines_count: 1 });
    const edited = await api.put(`/documents/${draft.id}`, {
      loss_reason: 'damage',
      lines: [{ good_id: milk.id, quantity: 2, note: '包装破损' }],
    });
    expect(edited.json().data).toMatchObject({
      loss_reason: 'damage',
      lines: [{ good_id: milk.id, quantity: 2, note: '包装破损', unit: 'piece' }],
    });
    expect((await api.delete(`/documents/${draft.id}`)).statusCode).toBe(200);
    expect((await api.get(`/documents/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses to change, delete or post again a posted document', async () => {
    const { api, shop, apple } = await stockCompany(t);
    const loss = await api.posted(
      { type: 'loss', shop_id: shop.id, loss_reason: 'theft', lines: [{ good_id: apple.id, quantity: 500 }] },
      { allow_negative: true },
    );
    for (const res of [
      await api.put(`/documents/${loss.id}`, { notes: '改' }),
      await api.delete(`/documents/${loss.id}`),
      await api.post(`/documents/${loss.id}/post`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().data.fields.status).toBe('单据已过账，不能修改或删除');
    }
  });

  it('asks for what each type needs', async () => {
    const { api, shop, apple } = await stockCompany(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'purchase_order' }, 'supplier_id', '请选择供应商'],
      [{ type: 'transfer' }, 'target_shop_id', '请选择调入门店'],
      [{ type: 'transfer', target_shop_id: shop.id }, 'target_shop_id', '调入门店不能与调出门店相同'],
      [{ type: 'loss' }, 'loss_reason', '请选择报损原因'],
      [{ type: 'receipt', loss_reason: 'theft' }, 'loss_reason', '只有报损单有报损原因'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post('/documents', {
        shop_id: shop.id,
        lines: [{ good_id: apple.id, quantity: 1 }],
        ...body,
      });
      expect(res.json().data?.fields?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('numbers each type in order per company, without a gap when a post fails', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const receipt = (n: number) =>
      api.posted({
        type: 'receipt',
        shop_id: shop.id,
        supplier_id: supplier.id,
        lines: [{ good_id: apple.id, quantity: n, unit_cost_fen: 100 }],
      });
    expect((await receipt(1000)).number).toBe('RK000001');
    const empty = (await api.post('/documents', { type: 'receipt', shop_id: shop.id })).json().data;
    expect((await api.post(`/documents/${empty.id}/post`)).json().data.fields.lines).toBe('请至少添加一行商品');
    expect((await receipt(1000)).number).toBe('RK000002');
    // Another company starts at 1.
    const { api: otherApi, shop: otherShop, apple: otherApple, supplier: otherSupplier } = await stockCompany(t);
    const first = await otherApi.posted({
      type: 'receipt',
      shop_id: otherShop.id,
      supplier_id: otherSupplier.id,
      lines: [{ good_id: otherApple.id, quantity: 1, unit_cost_fen: 1 }],
    });
    expect(first.number).toBe('RK000001');
  });
});

describe('transfers', () => {
  it('leaves the sending shop when sent, is in transit, and arrives when received', async () => {
    const { api, shop, other, apple, supplier } = await stockCompany(t);
    await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 5000, unit_cost_fen: 800 }],
    });
    const transfer = await api.posted({
      type: 'transfer',
      shop_id: shop.id,
      target_shop_id: other.id,
      lines: [{ good_id: apple.id, quantity: 2000 }],
    });
    expect(transfer).toMatchObject({ number: 'DB000001', status: 'in_transit', lines: [{ unit_cost_fen: 800 }] });
    expect((await api.level(shop.id, apple.id)).on_hand).toBe(3000);
    const arriving = (await api.get(`/levels?shop_id=${other.id}`)).json().data.list;
    expect(arriving).toMatchObject([{ good_id: apple.id, on_hand: 0, in_transit: 2000 }]);
    expect((await api.post(`/documents/${transfer.id}/receive`)).json().data.status).toBe('received');
    expect(await api.level(other.id, apple.id)).toEqual({ on_hand: 2000, unit_cost_fen: 800 });
    expect((await api.post(`/documents/${transfer.id}/receive`)).statusCode).toBe(409);
  });

  it('asks before sending more than is on hand, and sends it once confirmed', async () => {
    const { api, shop, other, apple } = await stockCompany(t);
    const draft = (
      await api.post('/documents', {
        type: 'transfer',
        shop_id: shop.id,
        target_shop_id: other.id,
        lines: [{ good_id: apple.id, quantity: 1500 }],
      })
    ).json().data;
    const refused = await api.post(`/documents/${draft.id}/post`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.short).toEqual([
      { good_id: apple.id, good_name: '红富士苹果', shop_id: shop.id, on_hand: 0, needed: 1500 },
    ]);
    expect((await api.get(`/documents/${draft.id}`)).json().data).toMatchObject({ status: 'draft', number: null });
    const sent = await api.post(`/documents/${draft.id}/post`, { allow_negative: true });
    expect(sent.json().data).toMatchObject({ status: 'in_transit', number: 'DB000001' });
    const level = (await api.get(`/levels?shop_id=${shop.id}&flag=negative`)).json().data;
    expect(level).toMatchObject({ meta: { negative_count: 1 }, list: [{ on_hand: -1500, flags: ['negative'] }] });
  });

  it('never sends to a shop of another company', async () => {
    const { api, shop, apple } = await stockCompany(t);
    const stranger = await stockCompany(t);
    const res = await api.post('/documents', {
      type: 'transfer',
      shop_id: shop.id,
      target_shop_id: stranger.shop.id,
      lines: [{ good_id: apple.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().data.fields.target_shop_id).toBe('门店不存在');
  });

  it('puts a reversed transfer in transit back into the sending shop, and refuses to receive it', async () => {
    const { api, shop, other, apple } = await stockCompany(t);
    const transfer = await api.posted(
      { type: 'transfer', shop_id: shop.id, target_shop_id: other.id, lines: [{ good_id: apple.id, quantity: 700 }] },
      { allow_negative: true },
    );
    await api.post(`/documents/${transfer.id}/reverse`, {});
    expect((await api.level(shop.id, apple.id)).on_hand).toBe(0);
    expect((await api.get(`/levels?shop_id=${other.id}`)).json().data.list).toMatchObject([
      { on_hand: 0, in_transit: 0 },
    ]);
    expect((await api.post(`/documents/${transfer.id}/receive`)).json().data.fields.status).toBe(
      '这张调拨单已冲销，不能收货',
    );
  });
});

describe('purchase returns', () => {
  it('sends back at most what the receipt brought, and the receipt cannot be reversed after', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const receipt = await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 3000, unit_cost_fen: 500 }],
    });
    const line = receipt.lines[0]?.id;
    const ret = (quantity: number) =>
      api.post('/documents', {
        type: 'purchase_return',
        shop_id: shop.id,
        supplier_id: supplier.id,
        receipt_id: receipt.id,
        lines: [{ good_id: apple.id, quantity, unit_cost_fen: 500, receipt_line_id: line }],
      });
    const first = (await ret(2000)).json().data;
    expect((await api.post(`/documents/${first.id}/post`)).json().data).toMatchObject({ number: 'TH000001' });
    const second = (await ret(1500)).json().data;
    const over = await api.post(`/documents/${second.id}/post`);
    expect(over.statusCode).toBe(409);
    expect(over.json().data.fields['lines.0.quantity']).toBe('退货数量超过该入库单尚可退的数量');
    expect((await api.get(`/documents/${receipt.id}`)).json().data.lines[0].done_quantity).toBe(2000);
    expect((await api.post(`/documents/${receipt.id}/reverse`)).json().data.fields.id).toContain('请先冲销退货单');
    expect(await api.level(shop.id, apple.id)).toEqual({ on_hand: 1000, unit_cost_fen: 500 });
  });
});

describe('stocktakes', () => {
  it('makes the count sheet, takes counts inline, and books counted − book when posted', async () => {
    const { api, shop, apple, milk, supplier } = await stockCompany(t);
    await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [
        { good_id: apple.id, quantity: 10_000, unit_cost_fen: 600 },
        { good_id: milk.id, quantity: 20, unit_cost_fen: 400 },
      ],
    });
    const sheet = (await api.post('/documents', { type: 'stocktake', shop_id: shop.id })).json().data;
    expect(sheet.lines).toMatchObject([
      { plu: 1, book_quantity: 10_000, counted_quantity: null },
      { plu: 2, book_quantity: 20, counted_quantity: null },
    ]);
    const fruit = (await api.post('/documents', { type: 'stocktake', shop_id: shop.id, category: '水果' })).json().data;
    expect(fruit.lines.map((l: { plu: number }) => l.plu)).toEqual([1]);

    expect((await api.post(`/documents/${sheet.id}/post`)).json().data.fields.lines).toBe('还没有录入任何盘点数量');
    await api.put(`/documents/${sheet.id}`, { lines: [{ good_id: apple.id, counted_quantity: 9_350 }] });
    const posted = (await api.post(`/documents/${sheet.id}/post`)).json().data;
    expect(posted).toMatchObject({ number: 'PD000001', status: 'posted', amount_fen: -390 });
    expect(posted.lines[0]).toMatchObject({ book_quantity: 10_000, counted_quantity: 9_350, difference: -650 });
    expect(await api.level(shop.id, apple.id)).toEqual({ on_hand: 9_350, unit_cost_fen: 600 });
    // Milk was not counted: left alone.
    expect((await api.level(shop.id, milk.id)).on_hand).toBe(20);
  });

  it('imports counts from the filled-in sheet, all rows or none', async () => {
    const { api, shop, apple, milk } = await stockCompany(t);
    const sheet = (await api.post('/documents', { type: 'stocktake', shop_id: shop.id })).json().data;
    const download = await api.get(`/documents/${sheet.id}/count-sheet?format=csv`);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.body).toContain('实盘数量');
    const upload = (csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'counts.csv');
      return api.upload(`/documents/${sheet.id}/counts`, form);
    };
    const bad = (
      await upload('PLU,商品,分类,单位,账面库存,实盘数量\n1,苹果,,千克,0,2.5\n2,牛奶,,件,0,1.5\n77,无,,件,0,1\n')
    ).json().data;
    expect(bad.updated).toBe(0);
    expect(bad.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect((await api.get(`/documents/${sheet.id}`)).json().data.lines[0].counted_quantity).toBeNull();
    const good = (await upload('PLU,商品,分类,单位,账面库存,实盘数量\n1,苹果,,千克,0,2.5\n2,牛奶,,件,0,12\n')).json()
      .data;
    expect(good).toEqual({ updated: 2, errors: [] });
    const lines = (await api.get(`/documents/${sheet.id}`)).json().data.lines;
    expect(lines.map((l: { good_id: number; counted_quantity: number }) => [l.good_id, l.counted_quantity])).toEqual([
      [apple.id, 2500],
      [milk.id, 12],
    ]);
  });

  it('puts the difference back when reversed', async () => {
    const { api, shop, apple } = await stockCompany(t);
    const sheet = (await api.post('/documents', { type: 'stocktake', shop_id: shop.id })).json().data;
    await api.put(`/documents/${sheet.id}`, { lines: [{ good_id: apple.id, counted_quantity: 1200 }] });
    await api.post(`/documents/${sheet.id}/post`);
    expect((await api.level(shop.id, apple.id)).on_hand).toBe(1200);
    await api.post(`/documents/${sheet.id}/reverse`, {});
    expect((await api.level(shop.id, apple.id)).on_hand).toBe(0);
  });
});

describe('losses and reversal', () => {
  it('asks before a loss takes stock below zero, posts it once confirmed, and reverses each document once', async () => {
    const { api, shop, milk } = await stockCompany(t);
    const draft = (
      await api.post('/documents', {
        type: 'loss',
        shop_id: shop.id,
        loss_reason: 'expired',
        lines: [{ good_id: milk.id, quantity: 3 }],
      })
    ).json().data;
    const asked = await api.post(`/documents/${draft.id}/post`, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json().data.short).toEqual([
      { good_id: milk.id, good_name: milk.name, shop_id: shop.id, on_hand: 0, needed: 3 },
    ]);
    expect((await api.level(shop.id, milk.id)).on_hand).toBe(0);
    const loss = (await api.post(`/documents/${draft.id}/post`, { allow_negative: true })).json().data;
    expect(loss.number).toBe('BS000001');
    expect((await api.level(shop.id, milk.id)).on_hand).toBe(-3);
    const reversal = (await api.post(`/documents/${loss.id}/reverse`, {})).json().data;
    expect(reversal.number).toBe('BS000002');
    expect((await api.level(shop.id, milk.id)).on_hand).toBe(0);
    expect((await api.post(`/documents/${loss.id}/reverse`, {})).json().data.fields.id).toBe('这张单据已经冲销过了');
    expect((await api.post(`/documents/${reversal.id}/reverse`, {})).json().data.fields.id).toBe('冲销单不能再冲销');
  });

  it('does not reverse a purchase order or a draft', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const order = await api.posted({
      type: 'purchase_order',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 1, unit_cost_fen: 1 }],
    });
    expect((await api.post(`/documents/${order.id}/reverse`, {})).json().data.fields.id).toContain('不动库存');
    const draft = (await api.post('/documents', { type: 'loss', shop_id: shop.id, loss_reason: 'other' })).json().data;
    expect((await api.post(`/documents/${draft.id}/reverse`, {})).json().data.fields.status).toBe('单据尚未过账');
  });
});

describe('shops with stock', () => {
  it('keeps a shop that stock documents name', async () => {
    const { api, user, other, apple } = await stockCompany(t);
    await api.post('/documents', {
      type: 'loss',
      shop_id: other.id,
      loss_reason: 'other',
      lines: [{ good_id: apple.id, quantity: 1 }],
    });
    const res = await t.as(user).delete(`/api/shops/${other.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields.id).toBe('该门店已有库存单据，不能删除');
  });
});

describe('lists, stock card and exports', () => {
  it('filters documents by status, supplier, text and day, and exports them', async () => {
    const { api, shop, apple, milk, supplier } = await stockCompany(t);
    await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      notes: '早市补货',
      lines: [{ good_id: apple.id, quantity: 1000, unit_cost_fen: 500 }],
    });
    await api.post('/documents', {
      type: 'receipt',
      shop_id: shop.id,
      lines: [{ good_id: milk.id, quantity: 6, unit_cost_fen: 300 }],
    });
    const list = async (q: string) => (await api.get(`/documents?type=receipt${q}`)).json().data;
    expect((await list('')).meta.total).toBe(2);
    expect((await list('&status=draft')).list).toMatchObject([{ number: null, amount_fen: 1800 }]);
    expect((await list(`&supplier_id=${supplier.id}`)).list).toMatchObject([{ number: 'RK000001', amount_fen: 500 }]);
    expect((await list('&q=牛奶')).meta.total).toBe(1);
    expect((await list('&q=早市')).meta.total).toBe(1);
    expect((await list('&from=2000-01-01&to=2000-01-02')).meta.total).toBe(0);
    const bad = await api.get('/documents?type=nonsense');
    expect(bad.statusCode).toBe(400);
    const sheet = await api.get('/documents/export?type=receipt&format=csv');
    expect(sheet.body.split('\n').filter(Boolean)).toHaveLength(3);
    expect(sheet.body).toContain('RK000001');

    // A reversal's amount counts against its original, as the console shows it.
    const [posted] = (await list('&status=posted')).list;
    expect((await api.post(`/documents/${posted.id}/reverse`, {})).statusCode).toBe(200);
    const [header = [], ...rows] = (await api.get('/documents/export?type=receipt&format=csv')).body
      .split('\n')
      .filter(Boolean)
      .map((row) => row.split(','));
    const amountAt = header.indexOf('金额（元）');
    expect(rows.find((row) => row.includes('冲销 RK000001'))?.[amountAt]).toBe('-5');
    expect(rows.find((row) => row[0] === 'RK000001')?.[amountAt]).toBe('5');
  });

  it('shows every movement of a good in a shop with the balance after it', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const receipt = await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 3000, unit_cost_fen: 1000 }],
    });
    await api.posted({
      type: 'loss',
      shop_id: shop.id,
      loss_reason: 'spoilage',
      lines: [{ good_id: apple.id, quantity: 250 }],
    });
    const card = (await api.get(`/movements?shop_id=${shop.id}&good_id=${apple.id}`)).json().data;
    expect(card).toMatchObject({
      good: { plu: 1, unit: 'g' },
      on_hand: 2750,
      unit_cost_fen: 1000,
      value_fen: 2750,
      meta: { total: 2 },
      list: [
        {
          kind: 'loss',
          quantity: -250,
          balance: 2750,
          value_fen: -250,
          document: { type: 'loss', number: 'BS000001' },
        },
        {
          kind: 'receipt',
          quantity: 3000,
          balance: 3000,
          value_fen: 3000,
          document: { id: receipt.id, is_reversal: false },
        },
      ],
    });
    const levels = await api.get('/levels/export?format=csv');
    expect(levels.body).toContain('红富士苹果');
  });

  it('hides another company’s stock: its documents, levels and cards are not found', async () => {
    const { api, shop, apple, supplier } = await stockCompany(t);
    const receipt = await api.posted({
      type: 'receipt',
      shop_id: shop.id,
      supplier_id: supplier.id,
      lines: [{ good_id: apple.id, quantity: 3000, unit_cost_fen: 1000 }],
    });
    const stranger = (await stockCompany(t)).api;
    expect((await stranger.get(`/documents/${receipt.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/documents/${receipt.id}/reverse`, {})).statusCode).toBe(404);
    expect((await stranger.put(`/suppliers/${supplier.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await stranger.get(`/movements?shop_id=${shop.id}&good_id=${apple.id}`)).statusCode).toBe(404);
    expect((await stranger.get('/levels')).json().data.meta.total).toBe(0);
    expect((await stranger.get('/documents?type=receipt')).json().data.meta.total).toBe(0);
    const foreignGood = await stranger.post('/documents', { type: 'loss', shop_id: shop.id, loss_reason: 'other' });
    expect(foreignGood.statusCode).toBe(404);
    // An administrator sees every company's.
    const admin = stockApi(t, await t.seed.admin());
    expect((await admin.get(`/documents/${receipt.id}`)).json().data.number).toBe('RK000001');
  });
});
