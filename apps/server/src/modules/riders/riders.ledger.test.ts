import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../../../test/harness';
import { users } from '../users/users.table';
import { regionalOffices, riders, topUps } from './riders.table';

const clock = manualClock(new Date('2026-05-04T02:00:00Z'));
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.seed.admin();
  await t.db.update(users).set({ nickname: '财务小周' }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const reference = () => `REF-${unique()}`;

async function anOffice() {
  const res = await t.as(admin).post('/api/management/regional_offices', {
    name: `区域中心${unique()}`,
    regions: [{ province: '浙江省', city: '杭州市', district: '' }],
  });
  return res.json().data as { id: number; name: string };
}

async function aRider(officeId: number) {
  const phone = `16${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const res = await t.as(admin).post('/api/management/riders', {
    office_id: officeId,
    name: `骑手${unique()}`,
    phone_number: phone,
  });
  return res.json().data as { id: number; name: string };
}

const topUp = (body: Record<string, unknown>) =>
  t.as(admin).post('/api/management/top_ups', { method: 'wechat', reference_no: reference(), ...body });

/** The account's stored balance and the sum of its entries, read straight from the tables. */
async function ledgerOf(kind: 'office' | 'rider', id: number) {
  const table = kind === 'office' ? regionalOffices : riders;
  const [account] = await t.db.select({ balance: table.balance_fen }).from(table).where(eq(table.id, id));
  const [sum] = await t.db
    .select({ sum: sql<string | number>`coalesce(sum(${topUps.amount_fen}), 0)`, entries: sql<number>`count(*)::int` })
    .from(topUps)
    .where(eq(kind === 'office' ? topUps.office_id : topUps.rider_id, id));
  return { balance: Number(account?.balance), sum: Number(sum?.sum), entries: Number(sum?.entries) };
}

describe('POST /api/management/top_ups', () => {
  it('posts a top-up to a rider and one to an office, each on its own account', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const ref = reference();
    const res = await topUp({
      account_kind: 'rider',
      rider_id: rider.id,
      amount_fen: 20_050,
      method: 'alipay',
      reference_no: ref,
      note: '五月押金',
    });
    expect(res.json().data).toMatchObject({
      account_kind: 'rider',
      rider_id: rider.id,
      office_id: null,
      account_name: rider.name,
      account_office_name: office.name,
      amount_fen: 20_050,
      method: 'alipay',
      reference_no: ref,
      note: '五月押金',
      operator: { id: admin.id, name: '财务小周' },
      reverses_id: null,
      reversed_by_id: null,
      created_time: '2026-05-04T02:00:00.000Z',
    });
    await topUp({ account_kind: 'office', office_id: office.id, amount_fen: 1_000_000, method: 'bank_transfer' });
    expect(await ledgerOf('rider', rider.id)).toEqual({ balance: 20_050, sum: 20_050, entries: 1 });
    expect(await ledgerOf('office', office.id)).toEqual({ balance: 1_000_000, sum: 1_000_000, entries: 1 });
    const riderRow = (await t.as(admin).get(`/api/management/riders?office_id=${office.id}`)).json().data.list[0];
    expect(riderRow.balance_fen).toBe(20_050);
  });

  it('posts a reference number once: a repeat is refused with 409 and stores nothing', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const ref = reference();
    expect(
      (await topUp({ account_kind: 'rider', rider_id: rider.id, amount_fen: 100, reference_no: ref })).statusCode,
    ).toBe(200);
    // The same payment again, even to another account.
    for (const body of [
      { account_kind: 'rider', rider_id: rider.id, amount_fen: 100, reference_no: ref },
      { account_kind: 'office', office_id: office.id, amount_fen: 900, reference_no: ` ${ref} ` },
    ]) {
      const again = await topUp(body);
      expect(again.statusCode).toBe(409);
      expect(again.json().data.fields).toEqual({ reference_no: '该流水号已入账，同一笔款不能重复充值' });
    }
    expect(await ledgerOf('rider', rider.id)).toEqual({ balance: 100, sum: 100, entries: 1 });
    expect(await ledgerOf('office', office.id)).toEqual({ balance: 0, sum: 0, entries: 0 });
  });

  it('names the field at fault: amount, method, reference, account', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const fieldsOf = async (body: Record<string, unknown>) => (await topUp(body)).json().data.fields;
    expect(await fieldsOf({ account_kind: 'rider', rider_id: rider.id, amount_fen: 0 })).toEqual({
      amount_fen: '请输入大于 0 的金额（最多两位小数）',
    });
    expect(await fieldsOf({ account_kind: 'rider', rider_id: rider.id, amount_fen: -500 })).toEqual({
      amount_fen: '请输入大于 0 的金额（最多两位小数）',
    });
    expect(await fieldsOf({ account_kind: 'rider', rider_id: rider.id, amount_fen: 12.5 })).toEqual({
      amount_fen: '请输入大于 0 的金额（最多两位小数）',
    });
    expect(await fieldsOf({ account_kind: 'rider', rider_id: rider.id, amount_fen: 100_000_001 })).toEqual({
      amount_fen: '单笔充值最多 ¥1,000,000.00',
    });
    expect(
      await fieldsOf({ account_kind: 'rider', rider_id: rider.id, amount_fen: 1, method: 'paypal', reference_no: '' }),
    ).toEqual({ method: '请选择充值方式', reference_no: '请输入流水号' });
    expect(
      await fieldsOf({ account_kind: 'rider', rider_id: rider.id, amount_fen: 1, reference_no: '流水 1' }),
    ).toEqual({ reference_no: '流水号为字母、数字或 - _ / . : #，最多 64 位' });
    expect(await fieldsOf({ account_kind: 'rider', amount_fen: 1 })).toEqual({ rider_id: '请选择骑手' });
    expect(await fieldsOf({ account_kind: 'office', office_id: office.id, rider_id: rider.id, amount_fen: 1 })).toEqual(
      {
        rider_id: '一笔充值只能记入一个账户',
      },
    );
    expect(await fieldsOf({ account_kind: 'shop', amount_fen: 1 })).toEqual({
      account_kind: '请选择充值给区域后台还是骑手',
    });
    const missing = await topUp({ account_kind: 'rider', rider_id: 999_999, amount_fen: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data.fields).toEqual({ rider_id: '骑手不存在' });
    expect(await ledgerOf('rider', rider.id)).toEqual({ balance: 0, sum: 0, entries: 0 });
  });

  it('refuses a top-up to a suspended account with 409 naming status', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    await t.as(admin).post(`/api/management/riders/${rider.id}/suspend`);
    await t.as(admin).put(`/api/management/regional_offices/${office.id}`, { status: 'suspended' });
    for (const body of [
      { account_kind: 'rider', rider_id: rider.id, amount_fen: 100 },
      { account_kind: 'office', office_id: office.id, amount_fen: 100 },
    ]) {
      const res = await topUp(body);
      expect(res.statusCode).toBe(409);
      expect(res.json().data.fields).toEqual({ status: '账户已停用，不能充值' });
    }
    expect(await ledgerOf('rider', rider.id)).toEqual({ balance: 0, sum: 0, entries: 0 });
  });
});

describe('POST /api/management/top_ups/:id/reverse', () => {
  it('posts the opposite amount once, even to a suspended account, and never reverses a reversal', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const original = (
      await topUp({ account_kind: 'rider', rider_id: rider.id, amount_fen: 3_000, method: 'cash' })
    ).json().data;
    await topUp({ account_kind: 'rider', rider_id: rider.id, amount_fen: 700 });
    await t.as(admin).post(`/api/management/riders/${rider.id}/suspend`);

    const ref = reference();
    const reversal = await t
      .as(admin)
      .post(`/api/management/top_ups/${original.id}/reverse`, { reference_no: ref, note: '重复充值退回' });
    expect(reversal.json().data).toMatchObject({
      account_kind: 'rider',
      rider_id: rider.id,
      amount_fen: -3_000,
      method: 'cash',
      reference_no: ref,
      note: '重复充值退回',
      reverses_id: original.id,
      reversed_by_id: null,
    });
    expect(await ledgerOf('rider', rider.id)).toEqual({ balance: 700, sum: 700, entries: 3 });

    const twice = await t
      .as(admin)
      .post(`/api/management/top_ups/${original.id}/reverse`, { reference_no: reference() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.fields).toEqual({ id: '这笔充值已经冲正过了' });
    const ofReversal = await t
      .as(admin)
      .post(`/api/management/top_ups/${reversal.json().data.id}/reverse`, { reference_no: reference() });
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().data.fields).toEqual({ id: '冲正记录不能再冲正' });
    const reusedRef = await t.as(admin).post(`/api/management/top_ups/${original.id}/reverse`, { reference_no: ref });
    expect(reusedRef.statusCode).toBe(409);
    expect(
      (await t.as(admin).post('/api/management/top_ups/999999/reverse', { reference_no: reference() })).statusCode,
    ).toBe(404);
    expect(await ledgerOf('rider', rider.id)).toEqual({ balance: 700, sum: 700, entries: 3 });

    const listed = (await t.as(admin).get(`/api/management/top_ups?rider_id=${rider.id}`)).json().data;
    expect(listed.list.find((entry: { id: number }) => entry.id === original.id).reversed_by_id).toBe(
      reversal.json().data.id,
    );
    expect(listed.meta).toEqual({ total: 3, amount_fen: 700 });
  });

  it('keeps two reversals of one entry sent together to one', async () => {
    const office = await anOffice();
    const original = (await topUp({ account_kind: 'office', office_id: office.id, amount_fen: 5_000 })).json().data;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.as(admin).post(`/api/management/top_ups/${original.id}/reverse`, { reference_no: reference() }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ledgerOf('office', office.id)).toEqual({ balance: 0, sum: 0, entries: 2 });
  });
});

describe('the ledger', () => {
  it('keeps each balance equal to the sum of its entries after a mixed sequence', async () => {
    const office = await anOffice();
    const [a, b] = [await aRider(office.id), await aRider(office.id)];
    const posted: number[] = [];
    const amounts = [1, 99, 10_000, 250_000, 37, 4_999_999];
    for (const [i, amount] of amounts.entries()) {
      const account = [
        { account_kind: 'rider', rider_id: a.id },
        { account_kind: 'rider', rider_id: b.id },
        { account_kind: 'office', office_id: office.id },
      ][i % 3];
      const res = await topUp({ ...account, amount_fen: amount });
      posted.push(res.json().data.id);
    }
    await t.as(admin).post(`/api/management/top_ups/${posted[1]}/reverse`, { reference_no: reference() });
    await t.as(admin).post(`/api/management/top_ups/${posted[5]}/reverse`, { reference_no: reference() });
    await topUp({ account_kind: 'rider', rider_id: a.id, amount_fen: 99, reference_no: 'dup' });
    await topUp({ account_kind: 'rider', rider_id: a.id, amount_fen: 99, reference_no: 'dup' });
    await t.as(admin).post(`/api/management/riders/${b.id}/suspend`);
    await topUp({ account_kind: 'rider', rider_id: b.id, amount_fen: 5 });

    expect(await ledgerOf('rider', a.id)).toEqual({ balance: 1 + 250_000 + 99, sum: 250_100, entries: 3 });
    expect(await ledgerOf('rider', b.id)).toEqual({ balance: 37, sum: 37, entries: 3 });
    expect(await ledgerOf('office', office.id)).toEqual({ balance: 10_000, sum: 10_000, entries: 3 });
    const detail = (await t.as(admin).get(`/api/management/regional_offices/${office.id}`)).json().data;
    expect(detail).toMatchObject({ balance_fen: 10_000, riders_balance_fen: 250_137, top_ups_count: 9 });
  });

  it('holds under concurrent top-ups to one rider, duplicates among them', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const refs = Array.from({ length: 20 }, () => reference());
    // 30 posts: 20 references, 10 of them sent twice.
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      account_kind: 'rider',
      rider_id: rider.id,
      amount_fen: 100 + i,
      reference_no: refs[i % 20],
    }));

    // On PostgreSQL, another connection holds the rider's row first, so the posts are proven to
    // wait for it together (not one after another) before it lets go.
    const holder = t.config.databaseUrl ? new pg.Client({ connectionString: t.config.databaseUrl }) : null;
    if (holder) {
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM riders WHERE id = $1 FOR UPDATE', [rider.id]);
    }
    const answers = Promise.all(bodies.map((body) => topUp(body)));
    if (holder) {
      try {
        // The server's pool has 10 connections, each soon in a post waiting for the row. Five
        // waiting together prove the point; holding on for all ten, on a loaded machine, could keep
        // the posts queued for a connection past the pool's 5 s wait.
        let waiting = 0;
        for (let tries = 0; waiting < 5 && tries < 40; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const { rows } = await holder.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          waiting = Number(rows[0]?.n);
        }
        expect(waiting).toBeGreaterThanOrEqual(5);
      } finally {
        await holder.query('COMMIT');
        await holder.end();
      }
    }
    const statuses = (await answers).map((res) => res.statusCode);

    expect(
      statuses.filter((status) => status === 200),
      statuses.join(' '),
    ).toHaveLength(20);
    expect(
      statuses.filter((status) => status === 409),
      statuses.join(' '),
    ).toHaveLength(10);
    const ledger = await ledgerOf('rider', rider.id);
    expect(ledger.entries).toBe(20);
    expect(ledger.balance).toBe(ledger.sum);
    const accepted = bodies.filter((_, i) => statuses[i] === 200).reduce((sum, body) => sum + body.amount_fen, 0);
    expect(ledger.balance).toBe(accepted);
  });
});

describe('GET /api/management/top_ups', () => {
  it('filters by office (its riders too), account kind, rider, method, time and reference', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const elsewhere = await aRider((await anOffice()).id);
    await topUp({ account_kind: 'office', office_id: office.id, amount_fen: 10_000, method: 'bank_transfer' });
    clock.advance(600_000);
    await topUp({ account_kind: 'rider', rider_id: rider.id, amount_fen: 2_000, reference_no: 'WX-7788-A' });
    await topUp({ account_kind: 'rider', rider_id: elsewhere.id, amount_fen: 1 });

    const list = async (query: string) => (await t.as(admin).get(`/api/management/top_ups?${query}`)).json().data;
    const ofOffice = await list(`office_id=${office.id}`);
    expect(ofOffice.meta).toEqual({ total: 2, amount_fen: 12_000 });
    expect(ofOffice.list.map((entry: { amount_fen: number }) => entry.amount_fen)).toEqual([2_000, 10_000]);
    expect((await list(`office_id=${office.id}&account_kind=office`)).meta.total).toBe(1);
    expect((await list(`office_id=${office.id}&method=bank_transfer`)).meta.amount_fen).toBe(10_000);
    expect((await list(`rider_id=${rider.id}`)).list[0].reference_no).toBe('WX-7788-A');
    expect((await list('q=7788-a')).list.map((entry: { rider_id: number }) => entry.rider_id)).toEqual([rider.id]);
    const since = encodeURIComponent(new Date(clock().getTime() - 60_000).toISOString());
    expect((await list(`office_id=${office.id}&start_time=${since}`)).meta.total).toBe(1);
    expect((await list(`office_id=${office.id}&end_time=${since}`)).meta.total).toBe(1);
    const refused = await t.as(admin).get('/api/management/top_ups?method=card');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ method: '请选择充值方式' });
  });
});

describe('GET /api/management/top_ups/export', () => {
  it('writes the filtered entries as CSV in the caller’s language, and as .xlsx', async () => {
    const office = await anOffice();
    const rider = await aRider(office.id);
    const original = (
      await topUp({
        account_kind: 'rider',
        rider_id: rider.id,
        amount_fen: 12_345,
        reference_no: 'EXP-1',
        note: '首充',
      })
    ).json().data;
    await t.as(admin).post(`/api/management/top_ups/${original.id}/reverse`, { reference_no: 'EXP-2' });

    const csv = await t.as(admin).get(`/api/management/top_ups/export?format=csv&rider_id=${rider.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent('充值记录'));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('时间,账户类型,账户,区域后台,金额（元）,方式,流水号,操作人,备注,冲正');
    expect(lines.slice(1)).toEqual([
      expect.stringContaining(`骑手,${rider.name},${office.name},-123.45,微信,EXP-2,财务小周,,冲正 #${original.id}`),
      expect.stringContaining(`骑手,${rider.name},${office.name},123.45,微信,EXP-1,财务小周,首充,已被 #`),
    ]);

    const english = await t
      .as(admin, { 'accept-language': 'en' })
      .get(`/api/management/top_ups/export?format=csv&rider_id=${rider.id}`);
    expect(english.body).toContain('Rider,');
    expect(english.body).toContain(`Reverses #${original.id}`);

    const xlsx = await t.as(admin).get(`/api/management/top_ups/export?rider_id=${rider.id}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
