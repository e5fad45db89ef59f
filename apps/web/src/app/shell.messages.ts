import type { Messages } from '../shared/i18n';

const ch = {
  dashboard: '首页',
  shopMng: '门店管理',
  shopList: '门店列表',
  shopManage: '门店详情',
  smsOutbox: '短信发件箱',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  personalCenter: '个人中心',
  logout: '退出登录',
  logoutConfirmTitle: '退出确认',
  logoutConfirmText: '确定要退出登录吗？',
  collapse: '收起菜单',
  expand: '展开菜单',
  consoleProject: '企业控制台',
  consoleAdmin: '系统管理后台',
} as const;

const en = {
  dashboard: 'Dashboard',
  shopMng: 'Shops',
  shopList: 'Shop list',
  shopManage: 'Shop details',
  smsOutbox: 'SMS outbox',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  personalCenter: 'Personal center',
  logout: 'Log out',
  logoutConfirmTitle: 'Exit confirmation',
  logoutConfirmText: 'Do you want to log out?',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  consoleProject: 'Company console',
  consoleAdmin: 'System administration',
} satisfies Record<keyof typeof ch, string>;

export const shellMessages: Messages<keyof typeof ch> = { ch, en };
