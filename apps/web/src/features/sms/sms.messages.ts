import type { Messages } from '../../shared/i18n';

const ch = {
  title: '短信发件箱',
  hint: '开发与演示环境不真正发送短信：验证码写入发件箱，最新的在最前。生产环境配置短信网关后本页不再可用。',
  phone: '手机号',
  code: '验证码',
  sentAt: '发送时间',
  unavailable: '当前使用真实短信网关，发件箱不可用',
  refresh: '刷新',
} as const;

const en = {
  title: 'SMS outbox',
  hint: 'Development and demo servers send no real SMS: codes land in this outbox, newest first. With an SMS gateway configured this page is unavailable.',
  phone: 'Phone',
  code: 'Code',
  sentAt: 'Sent at',
  unavailable: 'A real SMS gateway delivers messages; there is no outbox',
  refresh: 'Refresh',
} satisfies Record<keyof typeof ch, string>;

export const smsMessages: Messages<keyof typeof ch> = { ch, en };
