import type { Messages } from '../../shared/i18n';

const ch = {
  greeting: '你好，{{name}}',
  companyLine: '{{company}} · {{role}}',
  adminLine: '系统管理员：可以查看和管理所有公司的数据',
  noCompany: '你的账号尚未加入公司：请公司管理员邀请你的手机号，或注册为新商户。',
  registerMerchant: '注册商户',
  shops: '门店',
  shopsHint: '在门店中添加电子秤与商品',
  goToShops: '管理门店',
  netSalesToday: '今日净销售额',
  salesToday: '今日销售笔数',
  scalesOnline: '在线电子秤',
  goToScales: '查看电子秤',
  latestSales: '今日最新销售',
  noSalesToday: '今天还没有销售',
  goToSales: '全部销售记录',
  openBigScreen: '打开数据大屏',
  upOnYesterday: '较昨日同时 ↑ {{percent}}%',
  downOnYesterday: '较昨日同时 ↓ {{percent}}%',
  noComparison: '昨日同时无销售',
} as const;

const en = {
  greeting: 'Hello, {{name}}',
  companyLine: '{{company}} · {{role}}',
  adminLine: 'System administrator: you see and manage the data of every company',
  noCompany:
    'Your account does not belong to a company yet: ask your company administrator to invite your phone, or register a new merchant.',
  registerMerchant: 'Register a merchant',
  shops: 'Shops',
  shopsHint: 'Shops hold your scales and goods',
  goToShops: 'Manage shops',
  netSalesToday: 'Net sales today',
  salesToday: 'Sales count today',
  scalesOnline: 'Scales online',
  goToScales: 'See the scales',
  latestSales: 'Latest sales today',
  noSalesToday: 'No sales yet today',
  goToSales: 'All sales records',
  openBigScreen: 'Open the big screen',
  upOnYesterday: '↑ {{percent}}% vs. yesterday by now',
  downOnYesterday: '↓ {{percent}}% vs. yesterday by now',
  noComparison: 'No sales yesterday by now',
} satisfies Record<keyof typeof ch, string>;

export const dashboardMessages: Messages<keyof typeof ch> = { ch, en };
