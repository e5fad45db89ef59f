import type { Messages } from '../../shared/i18n';

const ch = {
  registerTitle: '注册电子秤',
  authorizeTitle: '确认注册',
  scaleId: '秤编号',
  model: '型号',
  company: '公司',
  shop: '放在哪个门店',
  scaleName: '秤名称',
  scaleNameHint: '如“果蔬区 1 号秤”，可不填',
  next: '下一步',
  confirm: '确认注册',
  signInFirst: '请先登录，再为公司注册这台秤。',
  signIn: '登录',
  badLink: '二维码信息不完整，请在秤上重新显示注册二维码。',
  alreadyRegistered: '这台秤已经注册过了。如需移到其他门店，请在后台的电子秤列表中修改。',
  shopRequired: '请选择门店',
  companyRequired: '请选择公司',
  registered: '注册成功',
  registeredText:
    '秤会在一分钟内自动取得密钥，之后即可在电子秤列表中看到它在线。下一步：给这台秤放上商品，它会自动下载。',
  openScale: '给这台秤放商品',
} as const;

const en = {
  registerTitle: 'Register a scale',
  authorizeTitle: 'Confirm the registration',
  scaleId: 'Scale ID',
  model: 'Model',
  company: 'Company',
  shop: 'Shop it stands in',
  scaleName: 'Scale name',
  scaleNameHint: 'E.g. “Produce scale 1”; optional',
  next: 'Next',
  confirm: 'Register',
  signInFirst: 'Sign in first, then register this scale for your company.',
  signIn: 'Sign in',
  badLink: 'The QR code is incomplete; show the registration code on the scale again.',
  alreadyRegistered: 'This scale is already registered. To move it to another shop, edit it in the scale list.',
  shopRequired: 'Choose a shop',
  companyRequired: 'Choose a company',
  registered: 'Registered',
  registeredText:
    'Within a minute the scale fetches its key; it then shows online in the scale list. Next: put goods on this scale, and it downloads them.',
  openScale: 'Put goods on this scale',
} satisfies Record<keyof typeof ch, string>;

export const scaleRegisterMessages: Messages<keyof typeof ch> = { ch, en };
