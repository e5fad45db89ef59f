import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { startSession } from '../users/sessions.service';

const clock = manualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const order = {
  category: 'fault',
  title: '秤开机后不显示重量',
  description: '今早开机后屏幕只显示 8888，称不了东西',
  contact_name: '王店长',
  contact_phone: '13900001111',
  preferred_time: '今天上午',
};

/** A customer with an open order, and a member of the service staff. */
async function openOrder() {
  const { company, user: customer } = await t.seed.companyWithUser();
  const staff = await t.seed.admin();
  const created = await t.as(customer).post('/api/workorders', order);
  expect(created.statusCode).toBe(200);
  return { company, customer, staff, id: created.json().data.id as number };
}

type User = NonNullable<Parameters<TestApp['as']>[0]>;

/** Moves the clock on; the people of the test sign in again, as their sessions last an hour. */
async function later(ms: number, ...people: User[]) {
  clock.advance(ms);
  for (const person of people) {
    person.token = (await startSession(t.db, person.id, clock(), 3600)).token;
  }
}

const countsOf = async (user: Parameters<TestApp['as']>[0]) =>
  (await t.as(user).get('/api/notices/counts')).json().data;

describe('work orders', () => {
  it('runs from opening through assignment, a question, an answer and resolution, timing the service', async () => {
    const { customer, staff, id } = await openOrder();
    expect((await countsOf(staff)).event).toBeGreaterThan(0);
    const opened = (await t.as(staff).get('/api/notices?type=event')).json().data.list[0];
    expect(opened).toMatchObject({
      title: `新工单 #${id}：${order.title}`,
      status: 'todo',
      link: `/admin/workorderMng/workorderList?id=${id}`,
    });

    // A customer may not assign, nor start work on an order.
    expect((await t.as(customer).post(`/api/workorders/${id}/assign`, { assignee_id: staff.id })).statusCode).toBe(403);
    const refused = await t.as(customer).post(`/api/workorders/${id}/status`, { status: 'in_progress' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ status: '工单当前状态不能改为这个状态' });

    await later(HOUR, customer, staff);
    const assigned = (await t.as(staff).post(`/api/workorders/${id}/assign`, { assignee_id: staff.id })).json().data;
    expect(assigned.order).toMatchObject({ status: 'assigned', assignee: { id: staff.id } });
    expect(assigned.order.next_statuses).toEqual(['in_progress', 'closed']);
    await t.as(staff).post(`/api/workorders/${id}/status`, { status: 'in_progress' });
    await later(HOUR, customer, staff);
    const asked = await t.as(staff).post(`/api/workorders/${id}/status`, {
      status: 'waiting_customer',
      note: '请拍一张秤背面铭牌的照片',
    });
    expect(asked.json().data.order).toMatchObject({ status: 'waiting_customer', answer_seconds: 2 * 3600 });
    const told = (await t.as(customer).get('/api/notices?type=notification')).json().data.list[0];
    expect(told).toMatchObject({
      title: `工单 #${id} 等待客户`,
      description: `${order.title}：请拍一张秤背面铭牌的照片`,
      extra: '等待客户',
      link: `/project/workorderMng/workorderList?id=${id}`,
    });

    // The customer's answer puts the order back in progress and reaches the assignee.
    const answered = (
      await t.as(customer).post(`/api/workorders/${id}/comments`, { body: '照片已拍，型号 TM-Aa' })
    ).json().data;
    expect(answered.order.status).toBe('in_progress');
    const reply = (await t.as(staff).get('/api/notices?type=message')).json().data.list[0];
    expect(reply.title).toBe(`工单 #${id} 有新回复`);

    await later(HOUR, customer, staff);
    const resolved = (
      await t.as(staff).post(`/api/workorders/${id}/status`, { status: 'resolved', note: '已远程重置称重模块' })
    ).json().data;
    expect(resolved.order).toMatchObject({ status: 'resolved', resolution_seconds: 3 * 3600 });
    expect(resolved.comments.map((c: { status: string | null }) => c.status)).toEqual([
      'assigned',
      'in_progress',
      'waiting_customer',
      null,
      'in_progress',
      'resolved',
    ]);
    const closed = (await t.as(customer).post(`/api/workorders/${id}/status`, { status: 'closed' })).json().data;
    expect(closed.order).toMatchObject({ status: 'closed', next_statuses: ['in_progress'] });

    const listed = (await t.as(staff).get(`/api/workorders?q=${id}`)).json().data;
    expect(listed.meta).toMatchObject({ total: 1, avg_answer_seconds: 7200, avg_resolution_seconds: 10800 });
  });

  it('reopens within 7 days of resolution, and not after', async () => {
    const { customer, staff, id } = await openOrder();
    await t.as(staff).post(`/api/workorders/${id}/assign`, { assignee_id: staff.id });
    await t.as(staff).post(`/api/workorders/${id}/status`, { status: 'in_progress' });
    await t.as(staff).post(`/api/workorders/${id}/status`, { status: 'resolved' });
    await later(6 * 24 * HOUR, customer, staff);
    const reopened = (await t.as(customer).post(`/api/workorders/${id}/status`, { status: 'in_progress' })).json().data;
    expect(reopened.order).toMatchObject({ status: 'in_progress', resolved_time: null });
    await t.as(staff).post(`/api/workorders/${id}/status`, { status: 'resolved' });
    await later(8 * 24 * HOUR, customer, staff);
    const late = await t.as(customer).post(`/api/workorders/${id}/status`, { status: 'in_progress' });
    expect(late.statusCode).toBe(400);
    expect(late.json().data.fields).toEqual({ status: '工单解决已超过 7 天，不能重新打开' });
  });

  it('keeps internal notes from the customer, and refuses one from them', async () => {
    const { customer, staff, id } = await openOrder();
    await t
      .as(staff)
      .post(`/api/workorders/${id}/comments`, { body: '疑似称重传感器损坏，备件库有货', internal: true });
    await t.as(staff).post(`/api/workorders/${id}/comments`, { body: '我们明天上午上门' });
    const seenByStaff = (await t.as(staff).get(`/api/workorders/${id}`)).json().data.comments;
    expect(seenByStaff.map((c: { internal: boolean }) => c.internal)).toEqual([true, false]);
    const seenByCustomer = (await t.as(customer).get(`/api/workorders/${id}`)).json().data;
    expect(seenByCustomer.comments).toEqual([expect.objectContaining({ body: '我们明天上午上门', side: 'service' })]);
    expect(JSON.stringify(seenByCustomer)).not.toContain('传感器');
    // An internal note is not an answer to the customer; the reply is.
    expect(seenByCustomer.order.first_answer_time).not.toBeNull();

    const internal = await t
      .as(customer)
      .post(`/api/workorders/${id}/comments`, { body: '我也写一条', internal: true });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().data.fields).toEqual({ internal: '只有服务人员可以写内部备注' });
  });

  it('says what is wrong with a new order, and takes only a scale of the customer’s company', async () => {
    const { user: customer } = await t.seed.companyWithUser();
    const empty = await t.as(customer).post('/api/workorders', { category: 'fault' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toMatchObject({
      title: '请输入标题',
      description: '请描述问题',
      contact_name: '请输入联系人',
    });
    const { company: other } = await t.seed.companyWithUser();
    const shop = await t.seed.shop(other.id);
    const scale = await t
      .as(await t.seed.admin())
      .post('/api/management/scales/create', { shop_id: shop.id, scale_name: '别人的秤' });
    const foreignScale = await t.as(customer).post('/api/workorders', { ...order, scale_id: scale.json().data.id });
    expect(foreignScale.json().data.fields).toEqual({ scale_id: '电子秤不存在，或不属于本公司' });
    expect((await t.as(customer).get('/api/workorders')).json().data.meta.total).toBe(0);
  });

  it('shows a company only its own orders', async () => {
    const { id } = await openOrder();
    const { user: stranger } = await t.seed.companyWithUser();
    expect((await t.as(stranger).get(`/api/workorders/${id}`)).statusCode).toBe(404);
    expect((await t.as(stranger).get('/api/workorders')).json().data.meta.total).toBe(0);
    expect((await t.as(stranger).post(`/api/workorders/${id}/comments`, { body: '你好' })).statusCode).toBe(404);
  });

  it('lists the service staff with the orders each holds open, whatever state they wait in', async () => {
    const { customer, staff, id } = await openOrder();
    const second = (await t.as(customer).post('/api/workorders', order)).json().data.id as number;
    const third = (await t.as(customer).post('/api/workorders', order)).json().data.id as number;
    for (const each of [id, second, third]) {
      await t.as(staff).post(`/api/workorders/${each}/assign`, { assignee_id: staff.id });
    }
    await t.as(staff).post(`/api/workorders/${second}/status`, { status: 'in_progress' });
    await t.as(staff).post(`/api/workorders/${second}/status`, { status: 'waiting_customer', note: '请拍照' });
    await t.as(staff).post(`/api/workorders/${third}/status`, { status: 'closed' });
    const assignees = (await t.as(staff).get('/api/workorders/assignees')).json().data;
    expect(assignees.find((one: { id: number }) => one.id === staff.id)).toMatchObject({ open_orders: 2 });
  });
});

describe('notices', () => {
  it('counts unread by type, marks one and all read, and clears a tab', async () => {
    const { customer, staff, id } = await openOrder();
    await t.as(staff).post(`/api/workorders/${id}/comments`, { body: '收到' });
    await t.as(staff).post(`/api/workorders/${id}/comments`, { body: '已安排' });
    await t.as(staff).post(`/api/workorders/${id}/assign`, { assignee_id: staff.id });
    expect(await countsOf(customer)).toEqual({ notification: 1, message: 2, event: 0, total: 3 });

    const [latest] = (await t.as(customer).get('/api/notices?type=message')).json().data.list;
    expect((await t.as(customer).put(`/api/notices/${latest.id}/read`)).json().data.read).toBe(true);
    expect((await countsOf(customer)).message).toBe(1);
    expect((await t.as(customer).get('/api/notices?unread=true')).json().data.meta.total).toBe(2);
    expect((await t.as(customer).put('/api/notices/read?type=message')).json().data).toMatchObject({
      message: 0,
      total: 1,
    });
    expect((await t.as(customer).delete('/api/notices?type=notification')).json().data.total).toBe(0);
    expect((await t.as(customer).get('/api/notices')).json().data.meta.total).toBe(2);

    // Someone else's notice is nobody's business.
    const { user: stranger } = await t.seed.companyWithUser();
    expect((await t.as(stranger).put(`/api/notices/${latest.id}/read`)).statusCode).toBe(404);
  });

  it('words notices in the reader’s language', async () => {
    const { staff, id } = await openOrder();
    const english = await t.as(staff, { 'accept-language': 'en' }).get('/api/notices?type=event');
    expect(english.json().data.list[0]).toMatchObject({
      title: `New work order #${id}: ${order.title}`,
      extra: 'Fault',
    });
  });
});
