import type { Messages } from '../../shared/i18n';

const ch = {
  title: '商户注册',
  subtitle: '注册后即成为新公司的管理员，可以管理门店、电子秤和商品',
  name: '商户（公司）名称',
  contactPerson: '联系人',
  phoneNumber: '联系手机',
  address: '经营地址',
  licence: '营业执照照片',
  licenceRequired: '请上传营业执照照片',
  phoneInvalid: '请输入正确的手机号',
  submit: '提交注册',
  signInFirst: '请先登录，再注册商户',
  signIn: '去登录',
  alreadyInCompany: '你的账号已属于“{{name}}”，无需再注册商户',
  toConsole: '进入控制台',
  registered: '注册成功，你已成为“{{name}}”的管理员',
  noPermissionTitle: '尚未开通商户权限',
  noPermissionText: '贵公司还没有开通收款商户权限。开通后，收银秤和条码秤即可扫码收款。请通过客服工单联系我们开通。',
  learnMore: '了解商户收款',
  notConfiguredTitle: '支付服务未配置',
  notConfiguredText: '本系统尚未接入支付服务的商户页面，请联系系统管理员。',
} as const;

const en = {
  title: 'Merchant registration',
  subtitle: 'You become the administrator of a new company and can manage its shops, scales and goods',
  name: 'Merchant (company) name',
  contactPerson: 'Contact person',
  phoneNumber: 'Contact mobile',
  address: 'Business address',
  licence: 'Business licence photo',
  licenceRequired: 'Please upload a photo of the business licence',
  phoneInvalid: 'Please enter a correct phone number',
  submit: 'Register',
  signInFirst: 'Sign in first, then register your merchant',
  signIn: 'Sign in',
  alreadyInCompany: 'Your account already belongs to “{{name}}”; no registration needed',
  toConsole: 'Open the console',
  registered: 'Registered: you are now the administrator of “{{name}}”',
  noPermissionTitle: 'No merchant permission yet',
  noPermissionText:
    'Your company cannot take payments yet. Once enabled, the cash-register and label scales accept QR-code payments. Ask our service team through a work order.',
  learnMore: 'About merchant payments',
  notConfiguredTitle: 'Payment service not configured',
  notConfiguredText:
    'This system is not connected to the payment service’s merchant pages; ask your system administrator.',
} satisfies Record<keyof typeof ch, string>;

export const paymentsMessages: Messages<keyof typeof ch> = { ch, en };
