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
  required: '必填',
  phoneInvalid: '请输入正确的手机号',
  submit: '提交注册',
  signInFirst: '请先登录，再注册商户',
  signIn: '去登录',
  alreadyInCompany: '你的账号已属于“{{name}}”，无需再注册商户',
  toConsole: '进入控制台',
  registered: '注册成功，你已成为“{{name}}”的管理员',
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
  required: 'Required',
  phoneInvalid: 'Please enter a correct phone number',
  submit: 'Register',
  signInFirst: 'Sign in first, then register your merchant',
  signIn: 'Sign in',
  alreadyInCompany: 'Your account already belongs to “{{name}}”; no registration needed',
  toConsole: 'Open the console',
  registered: 'Registered: you are now the administrator of “{{name}}”',
} satisfies Record<keyof typeof ch, string>;

export const paymentsMessages: Messages<keyof typeof ch> = { ch, en };
