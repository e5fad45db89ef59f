import type { Lang, WorkOrderCategory, WorkOrderStatus } from '@tm/contracts';

type Params = Record<string, string | number>;
type Wording = { title: (p: Params) => string; description: (p: Params) => string; extra: (p: Params) => string };

const STATUS: Record<WorkOrderStatus, Record<Lang, string>> = {
  new: { ch: '新建', en: 'New' },
  assigned: { ch: '已指派', en: 'Assigned' },
  in_progress: { ch: '处理中', en: 'In progress' },
  waiting_customer: { ch: '等待客户', en: 'Waiting for customer' },
  resolved: { ch: '已解决', en: 'Resolved' },
  closed: { ch: '已关闭', en: 'Closed' },
};
const CATEGORY: Record<WorkOrderCategory, Record<Lang, string>> = {
  fault: { ch: '故障报修', en: 'Fault' },
  installation: { ch: '安装调试', en: 'Installation' },
  label_price: { ch: '标签与价格设置', en: 'Label and price setup' },
  account: { ch: '账号问题', en: 'Account' },
  other: { ch: '其他', en: 'Other' },
};
const status = (p: Params, lang: Lang) => STATUS[p.status as WorkOrderStatus]?.[lang] ?? String(p.status);
const category = (p: Params, lang: Lang) => CATEGORY[p.category as WorkOrderCategory]?.[lang] ?? String(p.category);

const IMPORT_STATUS: Record<string, Record<Lang, string>> = {
  done: { ch: '已完成', en: 'done' },
  rejected: { ch: '未导入', en: 'not imported' },
  failed: { ch: '失败', en: 'failed' },
};
const importStatus = (p: Params, lang: Lang) => IMPORT_STATUS[String(p.status)]?.[lang] ?? String(p.status);

/** `minutes` offline as the reader says it: 75 → 1 小时 15 分钟 / 1 h 15 min. */
function offlineFor(p: Params, lang: Lang): string {
  const minutes = Number(p.minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (lang === 'ch') {
    return `${hours > 0 ? `${hours} 小时 ` : ''}${rest > 0 || hours === 0 ? `${rest} 分钟` : ''}`.trim();
  }
  return `${hours > 0 ? `${hours} h ` : ''}${rest > 0 || hours === 0 ? `${rest} min` : ''}`.trim();
}

/** An ISO time as China's wall clock, e.g. 2026-11-25 08:30:05. */
const clockTime = (p: Params, lang: Lang) =>
  new Date(String(p.time)).toLocaleString(lang === 'ch' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    hour12: false,
  });

/** Each kind of notice worded in each language from its parameters. */
export const NOTICE_WORDING: Record<string, Record<Lang, Wording>> = {
  workorder_opened: {
    ch: {
      title: (p) => `新工单 #${p.id}：${p.title}`,
      description: (p) => `${p.company} · ${p.contact}`,
      extra: (p) => category(p, 'ch'),
    },
    en: {
      title: (p) => `New work order #${p.id}: ${p.title}`,
      description: (p) => `${p.company} · ${p.contact}`,
      extra: (p) => category(p, 'en'),
    },
  },
  workorder_assigned: {
    ch: { title: (p) => `工单 #${p.id} 指派给了你`, description: (p) => `${p.title}（${p.company}）`, extra: () => '' },
    en: {
      title: (p) => `Work order #${p.id} is assigned to you`,
      description: (p) => `${p.title} (${p.company})`,
      extra: () => '',
    },
  },
  workorder_reply: {
    ch: { title: (p) => `工单 #${p.id} 有新回复`, description: (p) => `${p.author}：${p.excerpt}`, extra: () => '' },
    en: {
      title: (p) => `New reply on work order #${p.id}`,
      description: (p) => `${p.author}: ${p.excerpt}`,
      extra: () => '',
    },
  },
  workorder_status: {
    ch: {
      title: (p) => `工单 #${p.id} ${status(p, 'ch')}`,
      description: (p) => (p.excerpt ? `${p.title}：${p.excerpt}` : String(p.title)),
      extra: (p) => status(p, 'ch'),
    },
    en: {
      title: (p) => `Work order #${p.id}: ${status(p, 'en')}`,
      description: (p) => (p.excerpt ? `${p.title}: ${p.excerpt}` : String(p.title)),
      extra: (p) => status(p, 'en'),
    },
  },
  goods_import_finished: {
    ch: {
      title: (p) => `商品导入${importStatus(p, 'ch')}：${p.file}`,
      description: (p) =>
        p.status === 'done'
          ? `新增 ${p.created} 个，更新 ${p.updated} 个${Number(p.failed) > 0 ? `，跳过有误的 ${p.failed} 行` : ''}`
          : p.status === 'rejected'
            ? `${p.failed} 行有误，没有导入任何商品；请按错误报告改正后再导入`
            : String(p.message),
      extra: (p) => importStatus(p, 'ch'),
    },
    en: {
      title: (p) => `Goods import ${importStatus(p, 'en')}: ${p.file}`,
      description: (p) =>
        p.status === 'done'
          ? `${p.created} created, ${p.updated} updated${Number(p.failed) > 0 ? `, ${p.failed} bad rows skipped` : ''}`
          : p.status === 'rejected'
            ? `${p.failed} rows are wrong, nothing was imported; fix them from the error report and import again`
            : String(p.message),
      extra: (p) => importStatus(p, 'en'),
    },
  },
  announcement: {
    ch: { title: (p) => `新公告：${p.title}`, description: () => '点击查看公告全文', extra: () => '公告' },
    en: {
      title: (p) => `New announcement: ${p.title_en ?? p.title}`,
      description: () => 'Open it to read the whole announcement',
      extra: () => 'Announcement',
    },
  },
  diagnostics_test: {
    ch: {
      title: () => '测试通知',
      description: (p) => `系统诊断页于 ${clockTime(p, 'ch')} 发出的测试通知：通知与实时推送工作正常`,
      extra: () => '测试',
    },
    en: {
      title: () => 'Test notice',
      description: (p) => `Sent from the diagnostics page at ${clockTime(p, 'en')}: notices and live updates work`,
      extra: () => 'Test',
    },
  },
  scale_offline: {
    ch: {
      title: (p) => `电子秤「${p.scale}」已离线`,
      description: (p) => `${p.shop} · 已 ${offlineFor(p, 'ch')}没有联系云端，请检查电源和网络`,
      extra: () => '离线',
    },
    en: {
      title: (p) => `Scale “${p.scale}” is offline`,
      description: (p) =>
        `${p.shop} · no contact with the cloud for ${offlineFor(p, 'en')}; check its power and network`,
      extra: () => 'Offline',
    },
  },
  scale_sync_failed: {
    ch: {
      title: (p) => `电子秤「${p.scale}」同步失败`,
      description: (p) => `${p.shop} · 网关报告：${p.error}`,
      extra: () => '同步失败',
    },
    en: {
      title: (p) => `Scale “${p.scale}” failed to sync`,
      description: (p) => `${p.shop} · the gateway reports: ${p.error}`,
      extra: () => 'Sync failed',
    },
  },
};

/** A notice's words; a kind this server no longer knows is shown by its name rather than lost. */
export function wordNotice(kind: string, params: Params, lang: Lang) {
  const wording = NOTICE_WORDING[kind]?.[lang];
  if (!wording) {
    return { title: kind, description: '', extra: '' };
  }
  return { title: wording.title(params), description: wording.description(params), extra: wording.extra(params) };
}
