import { JOIN_TYPE, type CompanyUser } from '@tm/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../shared/format';
import {
  cardWith,
  dialogWith,
  okResponse,
  pretendPhone,
  renderAt,
  signInAs,
  stubFetch,
} from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { UserListPage } from './user-list-page';

const JOINED = '2026-11-02T01:00:00.000Z';

const member = (user_id: number, nickname: string, join_type: CompanyUser['join_type']): CompanyUser => ({
  user_id,
  company_id: 7,
  join_type,
  username: null,
  nickname,
  phone_number: `1390000000${user_id}`,
  role_type: 'USER',
  is_disabled: false,
  joined_time: JOINED,
});

/** The company's members and (no) invites; every call recorded. */
const stubMembers = () =>
  stubFetch(({ method, path, body }) => {
    if (path === '/api/management/companies/7/users') {
      return okResponse({
        list: [member(1, '王店长', JOIN_TYPE.ADMIN), member(2, '李收银', JOIN_TYPE.STAFF)],
        meta: { total: 2 },
      });
    }
    if (path === '/api/management/companies/7/invites') {
      return okResponse({ list: [], meta: { total: 0 } });
    }
    return method === 'PUT' ? okResponse({ ...member(2, '李收银', JOIN_TYPE.STAFF), ...(body as object) }) : undefined;
  });

beforeEach(() =>
  signInAs('USER', {
    company_info: {
      id: 7,
      name: '鲜丰生鲜超市',
      contact_person: '王店长',
      phone_number: '13900000001',
      address: '',
      role_name: '公司管理员',
      role_type: 'ADMIN',
      permissions: [],
    },
  }),
);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('UserListPage', () => {
  it('on a phone shows each member as a card: name, role, a tap to call, when they joined, the actions', async () => {
    pretendPhone();
    const calls = stubMembers();
    renderAt('/project/userMng/userList', <UserListPage />);
    const card = await cardWith('李收银');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('员工')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '13900000002' }).getAttribute('href')).toBe('tel:13900000002');
    expect(within(card).getByText(`${formatTime(JOINED)} 加入`)).toBeTruthy();
    expect(within(await cardWith('王店长')).getByText('公司管理员')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: '设为管理员' }));
    const confirm = await dialogWith('确定将“李收银”设为管理员吗？管理员可以管理公司的用户和门锁。');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/management/companies/7/users/2',
        body: { join_type: JOIN_TYPE.ADMIN },
      }),
    );
  });
});
