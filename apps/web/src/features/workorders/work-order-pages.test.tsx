import type { WorkOrder, WorkOrderComment, WorkOrderDetail } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogWith, pretendPhone, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { WorkOrderListPage } from './work-order-list-page';
import { WorkOrderProcessPage } from './work-order-process-page';

const NOW = '2026-03-02T08:00:00.000Z';

function anOrder(overrides: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id: 12,
    company_id: 1,
    company_name: '鲜丰生鲜超市',
    category: 'fault',
    status: 'resolved',
    title: '收银台的秤不出标签',
    description: '今天早上开始打印空白标签',
    scale_id: 3,
    scale_name: '收银台秤',
    shop_name: '文三路店',
    photos: [],
    contact_name: '李店长',
    contact_phone: '13900000000',
    preferred_time: '工作日上午',
    created_by: { id: 7, name: '李店长' },
    assignee: { id: 1, name: '王工' },
    created_time: NOW,
    last_modified_time: NOW,
    first_answer_time: NOW,
    resolved_time: NOW,
    closed_time: null,
    answer_seconds: 7500,
    resolution_seconds: 97_200,
    next_statuses: ['closed', 'in_progress'],
    ...overrides,
  };
}

const aComment = (overrides: Partial<WorkOrderComment>): WorkOrderComment => ({
  id: 1,
  author: { id: 1, name: '王工' },
  side: 'service',
  body: '',
  internal: false,
  status: null,
  created_time: NOW,
  ...overrides,
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));

/** A fake API answering the work-order calls; it records every call. */
function stubApi(detail: WorkOrderDetail, meta = { avg_answer_seconds: 7500, avg_resolution_seconds: null }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const path = new URL(url, 'http://test').pathname;
      if (path === '/api/workorders') {
        return ok({ list: [detail.order], meta: { total: 1, ...meta } });
      }
      if (path === '/api/workorders/assignees') {
        return ok([{ id: 1, name: '王工', open_orders: 4 }]);
      }
      if (path.endsWith('/search')) {
        return ok({ list: [], meta: { total: 0 } });
      }
      if (path === `/api/workorders/${detail.order.id}/status`) {
        return ok({ ...detail, order: { ...detail.order, status: 'closed', next_statuses: ['in_progress'] } });
      }
      return ok(detail);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('WorkOrderListPage', () => {
  it('opens the order of a notification link and lets the customer confirm the fix', async () => {
    signInAs('USER');
    const calls = stubApi({
      order: anOrder(),
      comments: [aComment({ status: 'resolved', body: '更换了打印头' })],
    });
    renderAt('/project/workorderMng/workorderList?id=12', <WorkOrderListPage />);

    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('收银台的秤不出标签', { selector: 'h4' });
    expect(within(drawer).getByText('更换了打印头')).toBeTruthy();
    expect(within(drawer).getByText('状态改为')).toBeTruthy();
    expect(within(drawer).queryByText('内部备注（客户看不到）')).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: '确认解决并关闭' }));
    const confirm = await dialogWith('确认问题已经解决？工单将被关闭。');
    await userEvent.type(within(confirm).getByRole('textbox'), '好了，谢谢');
    await userEvent.click(within(confirm).getByRole('button', { name: '确认解决并关闭' }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/workorders/12/status',
        body: { status: 'closed', note: '好了，谢谢' },
      }),
    );
  });

  it('on a phone, shows an order as a card with its status, and opens it with a tap', async () => {
    pretendPhone();
    signInAs('USER');
    stubApi({ order: anOrder(), comments: [] });
    renderAt('/project/workorderMng/workorderList', <WorkOrderListPage />);
    const title = await screen.findByText('#12 收银台的秤不出标签');
    expect(title.closest('table')).toBeNull();
    const card = title.closest<HTMLElement>('.ant-card');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('已解决')).toBeTruthy();
    expect(inCard.getByText('收银台秤 · 文三路店')).toBeTruthy();
    expect(inCard.getByText('处理人 王工')).toBeTruthy();
    await userEvent.click(title);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('收银台的秤不出标签', { selector: 'h4' });
  });

  it('says what is missing before a new work order is sent, with the contact filled in', async () => {
    signInAs('USER');
    const calls = stubApi({ order: anOrder(), comments: [] });
    renderAt('/project/workorderMng/workorderList', <WorkOrderListPage />);

    await userEvent.click(await screen.findByRole('button', { name: /新建工单/ }));
    const dialog = await dialogWith('方便联系的时间');
    expect(within(dialog).getByDisplayValue('李店长')).toBeTruthy();
    expect(within(dialog).getByDisplayValue('13900000000')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请选择类别')).toBeTruthy();
    expect(within(dialog).getByText('请输入标题')).toBeTruthy();
    expect(within(dialog).getByText('请描述问题')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('WorkOrderListPage for the service side', () => {
  it('opens an order for a customer who called: their company first, and their contact, not ours', async () => {
    signInAs('ADMIN');
    const calls = stubApi({ order: anOrder(), comments: [] });
    renderAt('/admin/workorderMng/workorderList', <WorkOrderListPage />);

    await userEvent.click(await screen.findByRole('button', { name: /为客户新建工单/ }));
    const dialog = await dialogWith('客户公司');
    expect(within(dialog).getByLabelText('联系人')).toHaveProperty('value', '');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请选择客户的公司')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('WorkOrderProcessPage', () => {
  it('lists the open orders with their averages, and shows administrators internal notes', async () => {
    signInAs('SUPER_ADMIN');
    const calls = stubApi({
      order: anOrder({ status: 'in_progress', next_statuses: ['waiting_customer', 'resolved', 'closed'] }),
      comments: [aComment({ body: '客户的秤是旧固件', internal: true })],
    });
    renderAt('/admin/workorderMng/workorderProcessList', <WorkOrderProcessPage />);

    expect(await screen.findByText('所选工单平均首次响应 2 小时 5 分，尚无已解决的工单')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/workorders?'))?.url).toContain('state=open');

    await userEvent.click(await screen.findByText('收银台的秤不出标签'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('客户的秤是旧固件')).toBeTruthy();
    expect(within(drawer).getByText('内部备注')).toBeTruthy();
    expect(within(drawer).getByText('内部备注（客户看不到）')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '标记已解决' })).toBeTruthy();
  });
});
