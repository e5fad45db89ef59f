import type { Messages } from '../../shared/i18n';

const ch = {
  company: '公司名称',
  contactPerson: '联系人',
  phoneNumber: '联系电话',
  searchName: '公司名称',
  featureSaved: '已保存“{{company}}”的功能权限',
  featuresHint: '勾选即开通，取消即关闭，改动立即保存。企业用户只能使用已开通的功能。',
  payPermission: '支付权限',
  payNone: '未开通',
  payAllowed: '可注册商户',
  payMerchant: '已是商户',
  payConfirmTitle: '确认修改支付权限',
  payConfirmText: '确定将“{{company}}”的支付权限改为“{{permission}}”吗？',
  emptyHint: '没有找到公司。',
} as const;

const en = {
  company: 'Company',
  contactPerson: 'Contact person',
  phoneNumber: 'Phone',
  searchName: 'Company name',
  featureSaved: 'Saved the features of “{{company}}”',
  featuresHint:
    'Tick to enable, untick to disable; each change is saved at once. Company users can use enabled features only.',
  payPermission: 'Pay permission',
  payNone: 'Not enabled',
  payAllowed: 'May register as merchant',
  payMerchant: 'Merchant',
  payConfirmTitle: 'Confirm payment permission',
  payConfirmText: 'Change the payment permission of “{{company}}” to “{{permission}}”?',
  emptyHint: 'No companies found.',
} satisfies Record<keyof typeof ch, string>;

export const permissionsMessages: Messages<keyof typeof ch> = { ch, en };
