import type { CompanyInfo } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { canOpen, menuRoutes } from './menu';
import type { ConsoleRoute } from './routes';

const page = async () => ({ Component: () => null });
const route = (path: string, extra: Partial<ConsoleRoute> = {}): ConsoleRoute => ({
  path,
  load: page,
  areas: ['project', 'admin'],
  title: path,
  menu: { icon: 'DashboardOutlined' },
  ...extra,
});

const routes = [
  route('dashboard'),
  route('statsMng/saleAnalysis', { feature: 'analysis' }),
  route('stockMng/importOrder', { feature: 'stock', areas: ['project'] }),
  route('userMng/userList', { companyAdminOnly: true }),
  route('shopMng/shopList/manage/:id', { menu: undefined }),
];

const company = (role: 'ADMIN' | 'USER', permissions: CompanyInfo['permissions']): CompanyInfo => ({
  id: 1,
  name: '鲜丰',
  contact_person: '',
  phone_number: '',
  address: '',
  role_name: '',
  role_type: role,
  permissions,
});

describe('the side menu', () => {
  it('shows a company only the features it has, and staff no administrator routes', () => {
    const staff = company('USER', ['analysis']);
    expect(menuRoutes(routes, 'project', staff).map((r) => r.path)).toEqual(['dashboard', 'statsMng/saleAnalysis']);
    const owner = company('ADMIN', ['stock']);
    expect(menuRoutes(routes, 'project', owner).map((r) => r.path)).toEqual([
      'dashboard',
      'stockMng/importOrder',
      'userMng/userList',
    ]);
  });

  it('shows system administrators every route of their area', () => {
    expect(menuRoutes(routes, 'admin', null).map((r) => r.path)).toEqual([
      'dashboard',
      'statsMng/saleAnalysis',
      'userMng/userList',
    ]);
  });

  it('closes a feature route to a company without the feature, even typed into the address bar', () => {
    const analysis = routes[1] as ConsoleRoute;
    expect(canOpen(analysis, 'project', company('ADMIN', []))).toBe(false);
    expect(canOpen(analysis, 'project', company('USER', ['analysis']))).toBe(true);
    expect(canOpen(analysis, 'project', null)).toBe(false);
  });
});

describe('the admin area’s aliases', () => {
  it('lead to admin pages that exist, and shadow none', async () => {
    const { ADMIN_ROUTE_ALIASES, consoleRoutes } = await import('./routes');
    const adminPaths = consoleRoutes.filter((r) => r.areas.includes('admin')).map((r) => r.path);
    for (const [alias, target] of Object.entries(ADMIN_ROUTE_ALIASES)) {
      expect(adminPaths).toContain(target);
      expect(adminPaths).not.toContain(alias);
    }
  });
});
