import type { Messages } from '../../shared/i18n';

const ch = {
  title: '个人中心',
  nickname: '昵称',
  avatar: '头像',
  phone: '手机号',
  createdTime: '创建时间',
  updatedTime: '最后修改时间',
  bindings: '绑定状态',
  company: '公司',
  wechat: '微信',
  bound: '已绑定',
  unbound: '未绑定',
  companyName: '公司名称',
  contactPerson: '联系人',
  contactPhone: '联系电话',
  address: '地址',
  roleName: '角色',
  nicknameRequired: '请输入昵称',
} as const;

const en = {
  title: 'Personal center',
  nickname: 'Nickname',
  avatar: 'Avatar',
  phone: 'Phone',
  createdTime: 'Created',
  updatedTime: 'Last modified',
  bindings: 'Bindings',
  company: 'Company',
  wechat: 'WeChat',
  bound: 'bound',
  unbound: 'not bound',
  companyName: 'Company name',
  contactPerson: 'Contact person',
  contactPhone: 'Contact phone',
  address: 'Address',
  roleName: 'Role',
  nicknameRequired: 'Please enter a nickname',
} satisfies Record<keyof typeof ch, string>;

export const accountMessages: Messages<keyof typeof ch> = { ch, en };
