import type { Messages } from '../../shared/i18n';

const ch = {
  title: '登录 TM 云秤',
  subtitle: '门店、商品、电子秤与销售数据，一处管理',
  tabPassword: '账号密码登录',
  username: '用户名',
  password: '密码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  submit: '登录',
  welcome: '欢迎回来，{{name}}',
} as const;

const en = {
  title: 'Sign in to TM Scale Cloud',
  subtitle: 'Shops, goods, scales and sales in one place',
  tabPassword: 'User name and password',
  username: 'User name',
  password: 'Password',
  usernameRequired: 'Please enter your user name',
  passwordRequired: 'Please enter your password',
  submit: 'Sign in',
  welcome: 'Welcome back, {{name}}',
} satisfies Record<keyof typeof ch, string>;

export const signMessages: Messages<keyof typeof ch> = { ch, en };
