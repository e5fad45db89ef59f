import { announcements } from '../../modules/announcements/announcements.table';
import type { Db } from '../client';

const DAY = 86_400_000;

/** Two announcements already out, as if sent before the demo began (no notices go out for them). */
export async function seedDemoAnnouncements(tx: Db, authorId: number | null, now = new Date()): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  await tx.insert(announcements).values([
    {
      title: '云端后台新增「资料库」与公告页',
      body:
        '我们在资料库里发布的说明书、驱动与软件，会出现在官网的下载中心，后台也能随时下载最新版本。\n\n' +
        '本次更新：\n- 工单与通知：报修进度实时提醒\n- 电子秤离线超过 1 小时会在「待办」里提醒店长\n\n' +
        '使用中遇到问题，请在后台提交**客服工单**。',
      title_en: 'New in the console: the document library and this announcements page',
      body_en:
        'Manuals, drivers and software we publish in the document library appear in the download centre of our website, and the console always has the latest versions.\n\n' +
        "Also new:\n- Work orders and notices: repair progress as it happens\n- A scale offline for more than an hour shows in the shop manager's to-do list\n\n" +
        'Questions? Open a **work order** in the console.',
      publish_at: daysAgo(2),
      notified_time: daysAgo(2),
      author_id: authorId,
      created_time: daysAgo(2),
      last_modified_time: daysAgo(2),
    },
    {
      title: '元旦期间客服安排',
      body:
        '1 月 1 日至 1 月 3 日上门服务暂停，线上工单照常受理；紧急故障请在工单标题里注明「紧急」，值班人员优先处理。\n\n' +
        '祝各位店长新年生意兴隆！',
      title_en: 'Service over the New Year holiday',
      body_en:
        "From 1 to 3 January there are no on-site visits; work orders are answered as usual. For an urgent fault, write 「紧急」 (urgent) in the work order's title and the staff on duty take it first.\n\n" +
        'A happy and prosperous New Year to every shop!',
      publish_at: daysAgo(9),
      notified_time: daysAgo(9),
      author_id: authorId,
      created_time: daysAgo(9),
      last_modified_time: daysAgo(9),
    },
  ]);
}
