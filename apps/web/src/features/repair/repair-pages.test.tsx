import { ErrorCode, type InviteCode, type RepairStaff } from '@tm/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogWith, renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { InviteCodeListPage } from './invite-code-list-page';
import { RepairStaffListPage } from './repair-staff-list-page';

const NOW = '2026-03-02T08:00:00.000Z';

function aCode(overrides: Partial<InviteCode> = {}): InviteCode {
  return {
    id: 7,
    company_id: 3,
    company_name: '鲜丰生鲜超市',
    code: 'XFWXHZ26',
    max_uses: 5,
    use_count: 1,
    expires_at: '2026-04-01T08:00:00.000Z',
    note: '冷链设备维修合作商',
    status: 'active',
    revoked_time: null,
    created_by_name: '王店长',
    created_time: NOW,
    ...overrides,
  };
}

function aPerson(overrides: Partial<RepairStaff> = {}): RepairStaff {
  return {
    id: 4,
    account_id: 9,
    name: '张师傅',
    phone_number: '13900000088',
    face_status: 'verified',
    face_verified_time: NOW,
    area: { label: '杭州市区', lat: 30.27, lng: 120.15, radius_m: 20_000 },
    status: 'active',
    companies: [{ company_id: 3, company_name: '鲜丰生鲜超市', joined_time: NOW, invite_code: 'XFWXHZ26' }],
    created_time: NOW,
    last_modified_time: NOW,
    ...overrides,
  };
}

const ok = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
const refused = (fields: Record<string, string>) =>
  new Response(JSON.stringify({ code: ErrorCode.VALIDATION, msg: '提交的内容有误', data: { fields } }), {
    status: 400,
  });

type Call = { method: string; url: string; body: unknown };

/** A fake API: `answer` gets each call and returns the response (undefined: an empty page). */
function stubApi(answer: (call: Call, url: URL) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return answer(call, new URL(url, 'http://test')) ?? ok({ list: [], meta: { total: 0 } });
    }),
  );
  return calls;
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest<HTMLElement>('tr');
  if (!row) {
    throw new Error(`no row shows “${text}”`);
  }
  return row;
}

/** Opens an antd Select by its label and picks the option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    if (!found) {
      throw new Error(`no option ${option}`);
    }
    return found;
  });
  await userEvent.click(item);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('InviteCodeListPage', () => {
  const used = aCode({ id: 8, code: 'XFTMP7Q3', note: '临时电工', max_uses: 1, use_count: 1, status: 'used_up' });

  it('lists the company’s codes with status, uses and a copy button, and filters by status', async () => {
    signInAs('USER');
    const calls = stubApi((_, url) =>
      url.pathname === '/api/management/repair/invite_codes'
        ? ok({ list: [aCode(), used], meta: { total: 2 } })
        : undefined,
    );
    renderAt('/project/lockMng/lock', <InviteCodeListPage />);

    const active = await rowOf('XFWXHZ26');
    expect(within(active).getByText('可用')).toBeTruthy();
    expect(within(active).getByText('1 / 5')).toBeTruthy();
    expect(within(active).getByText('冷链设备维修合作商')).toBeTruthy();
    expect(within(active).getByRole('button', { name: /复制/ })).toBeTruthy();
    expect(within(await rowOf('XFTMP7Q3')).getByText('已用完')).toBeTruthy();
    // A company administrator sees the own company only: no company column.
    expect(screen.queryByText('鲜丰生鲜超市')).toBeNull();

    await choose('状态', '已过期');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('status=expired'));
  });

  it('generates a code for several people, and puts a refused field under it', async () => {
    signInAs('USER');
    let refuse = true;
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/repair/invite_codes' && call.method === 'POST') {
        if (refuse) {
          refuse = false;
          return refused({ max_uses: '可用次数须为 1 到 1000' });
        }
        return ok(aCode({ code: 'NEWC0DE2' }));
      }
      return undefined;
    });
    renderAt('/project/lockMng/lock', <InviteCodeListPage />);

    expect(await screen.findByText(/还没有邀请码/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /生成邀请码/ }));
    const dialog = await dialogWith('生成维修邀请码');
    await userEvent.click(within(dialog).getByLabelText('多次'));
    const uses = within(dialog).getByLabelText('最多可用人数');
    await userEvent.clear(uses);
    await userEvent.type(uses, '3');
    const days = within(dialog).getByLabelText('有效天数');
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.type(within(dialog).getByLabelText('备注'), '西溪店冷柜');
    await userEvent.click(within(dialog).getByRole('button', { name: /生成邀请码/ }));

    expect(await within(dialog).findByText('可用次数须为 1 到 1000')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      max_uses: 3,
      expires_in_days: 14,
      note: '西溪店冷柜',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: /生成邀请码/ }));
    expect(await screen.findByText('邀请码已生成：NEWC0DE2')).toBeTruthy();
  });

  it('checks the numbers before sending anything', async () => {
    signInAs('USER');
    const calls = stubApi(() => undefined);
    renderAt('/project/lockMng/lock', <InviteCodeListPage />);
    await userEvent.click(await screen.findByRole('button', { name: /生成邀请码/ }));
    const dialog = await dialogWith('生成维修邀请码');
    await userEvent.clear(within(dialog).getByLabelText('有效天数'));
    await userEvent.click(within(dialog).getByRole('button', { name: /生成邀请码/ }));
    expect(await within(dialog).findByText('请输入 1 到 365 的整数')).toBeTruthy();
    // Out of range is said, not quietly changed to the nearest allowed number.
    await userEvent.type(within(dialog).getByLabelText('有效天数'), '366');
    await userEvent.click(within(dialog).getByLabelText('多次'));
    await userEvent.clear(within(dialog).getByLabelText('最多可用人数'));
    await userEvent.type(within(dialog).getByLabelText('最多可用人数'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: /生成邀请码/ }));
    expect(await within(dialog).findByText('请输入 1 到 1000 的整数')).toBeTruthy();
    expect(within(dialog).getByText('请输入 1 到 365 的整数')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('有效天数').value).toBe('366');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks before revoking a code', async () => {
    signInAs('USER');
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/repair/invite_codes/7/revoke') {
        return ok(aCode({ status: 'revoked', revoked_time: NOW }));
      }
      return url.pathname === '/api/management/repair/invite_codes'
        ? ok({ list: [aCode()], meta: { total: 1 } })
        : undefined;
    });
    renderAt('/project/lockMng/lock', <InviteCodeListPage />);

    await userEvent.click(within(await rowOf('XFWXHZ26')).getByRole('button', { name: /作\s*废/ }));
    const confirm = (await screen.findByText(/作废后没人能再用它加入/)).closest<HTMLElement>('.ant-popover');
    if (!confirm) {
      throw new Error('no confirmation');
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: /作\s*废/ }));
    expect(await screen.findByText('邀请码已作废')).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/management/repair/invite_codes/7/revoke' }),
    );
  });

  it('shows who joined with a code', async () => {
    signInAs('USER');
    stubApi((_, url) => {
      if (url.pathname === '/api/management/repair/invite_codes/7') {
        return ok({
          invite_code: aCode(),
          joined: [{ staff_id: 4, name: '张师傅', phone_number: '13900000088', joined_time: NOW }],
        });
      }
      return url.pathname === '/api/management/repair/invite_codes'
        ? ok({ list: [aCode()], meta: { total: 1 } })
        : undefined;
    });
    renderAt('/project/lockMng/lock', <InviteCodeListPage />);

    await userEvent.click(within(await rowOf('XFWXHZ26')).getByRole('button', { name: /加入的人/ }));
    const drawer = await dialogWith('用邀请码 XFWXHZ26 加入的维修人员');
    expect(await within(drawer).findByText('张师傅')).toBeTruthy();
    expect(within(drawer).getByText('13900000088')).toBeTruthy();
  });

  it('shows a system administrator every company’s codes with the company', async () => {
    signInAs('ADMIN');
    stubApi((_, url) =>
      url.pathname === '/api/management/repair/invite_codes' ? ok({ list: [aCode()], meta: { total: 1 } }) : undefined,
    );
    renderAt('/admin/lockMng/lock', <InviteCodeListPage />);
    expect(within(await rowOf('XFWXHZ26')).getByText('鲜丰生鲜超市')).toBeTruthy();
  });
});

describe('RepairStaffListPage', () => {
  const suspended = aPerson({
    id: 5,
    name: '李师傅',
    phone_number: '13900000099',
    face_status: 'failed',
    area: null,
    status: 'suspended',
    companies: [],
  });

  it('lists repair staff with face status, companies, area and status, and filters', async () => {
    signInAs('ADMIN');
    const calls = stubApi((_, url) =>
      url.pathname === '/api/management/repair/staff'
        ? ok({ list: [aPerson(), suspended], meta: { total: 2 } })
        : undefined,
    );
    renderAt('/admin/lockMng/repairUserList', <RepairStaffListPage />);

    const zhang = await rowOf('张师傅');
    expect(within(zhang).getByText('已核验')).toBeTruthy();
    expect(within(zhang).getByText('鲜丰生鲜超市')).toBeTruthy();
    expect(within(zhang).getByText('杭州市区 半径 20.0 公里')).toBeTruthy();
    expect(within(zhang).getByText('正常')).toBeTruthy();
    const li = await rowOf('李师傅');
    expect(within(li).getByText('未通过')).toBeTruthy();
    expect(within(li).getByText('未设置')).toBeTruthy();
    expect(within(li).getByText('已暂停')).toBeTruthy();
    expect(within(li).getByRole('button', { name: /恢\s*复/ })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('搜索姓名或手机号'), '张');
    await choose('人脸核验', '未通过');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toMatch(/q=%E5%BC%A0.*face_status=failed|face_status=failed.*q=%E5%BC%A0/),
    );
  });

  it('asks before suspending a person', async () => {
    signInAs('ADMIN');
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/repair/staff/4/suspend') {
        return ok(aPerson({ status: 'suspended' }));
      }
      return url.pathname === '/api/management/repair/staff'
        ? ok({ list: [aPerson()], meta: { total: 1 } })
        : undefined;
    });
    renderAt('/admin/lockMng/repairUserList', <RepairStaffListPage />);

    await userEvent.click(within(await rowOf('张师傅')).getByRole('button', { name: /暂\s*停/ }));
    const confirm = (await screen.findByText(/不能再开任何门锁/)).closest<HTMLElement>('.ant-popover');
    if (!confirm) {
      throw new Error('no confirmation');
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: /暂\s*停/ }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/management/repair/staff/4/suspend' }),
      ),
    );
  });

  it('edits the name and work area, checking the ranges and showing the server’s field messages', async () => {
    signInAs('ADMIN');
    let refuse = true;
    const calls = stubApi((call, url) => {
      if (url.pathname === '/api/management/repair/staff/4' && call.method === 'PUT') {
        if (refuse) {
          refuse = false;
          return refused({ 'area.radius_m': '半径须为 100 米到 200 公里' });
        }
        return ok(aPerson());
      }
      return url.pathname === '/api/management/repair/staff'
        ? ok({ list: [aPerson()], meta: { total: 1 } })
        : undefined;
    });
    renderAt('/admin/lockMng/repairUserList', <RepairStaffListPage />);

    await userEvent.click(within(await rowOf('张师傅')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await dialogWith('编辑维修人员');
    const lat = within(dialog).getByLabelText('纬度');
    expect(Number((lat as HTMLInputElement).value)).toBe(30.27);
    await userEvent.clear(lat);
    await userEvent.type(lat, '95');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('纬度须在 -90 到 90 之间')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(lat);
    await userEvent.type(lat, '30.3');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('半径须为 100 米到 200 公里')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: '张师傅',
      area: { label: '杭州市区', lat: 30.3, lng: 120.15, radius_m: 20_000 },
    });

    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ name: '张师傅', area: null }),
    );
  });

  it('shows the face verification history in the detail drawer', async () => {
    signInAs('ADMIN');
    stubApi((_, url) => {
      if (url.pathname === '/api/management/repair/staff/4') {
        return ok({
          staff: aPerson(),
          face_verifications: [
            { id: 2, provider: 'dev', request_id: 'dev-2', passed: true, score: 0.98, created_time: NOW },
            { id: 1, provider: 'dev', request_id: 'dev-1', passed: false, score: 0.12, created_time: NOW },
          ],
        });
      }
      return url.pathname === '/api/management/repair/staff'
        ? ok({ list: [aPerson()], meta: { total: 1 } })
        : undefined;
    });
    renderAt('/admin/lockMng/repairUserList', <RepairStaffListPage />);

    await userEvent.click(within(await rowOf('张师傅')).getByRole('button', { name: /详\s*情/ }));
    const drawer = await dialogWith('维修人员：张师傅');
    expect(await within(drawer).findByText('dev-2')).toBeTruthy();
    expect(within(await rowOf('dev-1')).getByText('未通过')).toBeTruthy();
    expect(within(await rowOf('dev-2')).getByText('0.98')).toBeTruthy();
  });
});
