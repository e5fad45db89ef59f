import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../../../test/harness';
import { startSession } from '../users/sessions.service';
import { sendDueAnnouncements } from './announcements.service';

const clock = manualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Moves the clock on; the people of the test sign in again, as their sessions last an hour. */
async function later(ms: number, ...people: TestUser[]) {
  clock.advance(ms);
  for (const person of people) {
    person.token = (await startSession(t.db, person.id, clock(), 3600)).token;
  }
}

const publicTitles = async () =>
  (await t.anonymous.get('/api/announcements?per_page=100')).json().data.list.map((a: { title: string }) => a.title);

const announcementNotices = async (user: TestUser, id: number) =>
  (await t.as(user).get('/api/notices?type=notification&per_page=100'))
    .json()
    .data.list.filter((notice: { link: string | null }) => notice.link === `/sign/gonggao#announcement-${id}`);

describe('announcements', () => {
  it('keeps a draft and a scheduled one off the public page until their time, then tells every user once', async () => {
    const admin = await t.seed.admin();
    const { user } = await t.seed.companyWithUser();

    const draft = await t.as(admin).post('/api/management/announcements', {
      title: '春节期间客服安排',
      body: '除夕至初三暂停上门服务。\n\n- 线上工单照常受理\n- 紧急故障请拨打 400 电话',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data).toMatchObject({ status: 'draft', publish_at: null, notified_time: null });
    const id = draft.json().data.id as number;

    const scheduled = await t.as(admin).put(`/api/management/announcements/${id}`, {
      title: '春节期间客服安排',
      body: '除夕至初三暂停上门服务。',
      publish_at: new Date(clock().getTime() + 2 * HOUR).toISOString(),
    });
    expect(scheduled.json().data.status).toBe('scheduled');
    expect(await publicTitles()).not.toContain('春节期间客服安排');

    await later(HOUR, admin, user);
    expect(await sendDueAnnouncements(t.db, clock())).toBe(0);
    expect(await announcementNotices(user, id)).toEqual([]);

    await later(HOUR, admin, user);
    expect(await sendDueAnnouncements(t.db, clock())).toBe(1);
    expect(await sendDueAnnouncements(t.db, clock())).toBe(0);
    expect(await announcementNotices(user, id)).toEqual([
      expect.objectContaining({ title: '新公告：春节期间客服安排', read: false }),
    ]);
    // Administrators are users too.
    expect(await announcementNotices(admin, id)).toHaveLength(1);
    expect(await publicTitles()).toContain('春节期间客服安排');

    const listed = (await t.as(admin).get('/api/management/announcements?status=published')).json().data.list;
    expect(listed.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: 'published',
      notified_time: clock().toISOString(),
      author: { id: admin.id, name: 'tester' },
    });
  });

  it('publishes at once, lets the text be corrected but not the time, and withdraws it with its notices', async () => {
    const admin = await t.seed.admin();
    const { user } = await t.seed.companyWithUser();
    const created = await t.as(admin).post('/api/management/announcements', {
      title: '系统升级通知',
      body: '今晚 23:00 至 23:30 系统升级。',
      publish_at: 'now',
    });
    const announcement = created.json().data;
    expect(announcement).toMatchObject({ status: 'published', publish_at: clock().toISOString() });
    expect(await announcementNotices(user, announcement.id)).toHaveLength(1);

    const url = `/api/management/announcements/${announcement.id}`;
    const corrected = await t.as(admin).put(url, {
      title: '系统升级通知',
      body: '今晚 23:00 至 23:45 系统升级。',
      publish_at: announcement.publish_at,
    });
    expect(corrected.json().data.body).toBe('今晚 23:00 至 23:45 系统升级。');
    const moved = await t.as(admin).put(url, { title: '系统升级通知', body: '改时间', publish_at: null });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.fields).toEqual({ publish_at: '公告已发布，不能再改发布时间' });
    expect((await t.as(admin).delete(url)).json().data.fields).toEqual({ _: '已发布的公告请先撤回再删除' });

    const withdrawn = await t.as(admin).put(`${url}/withdraw`);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(await announcementNotices(user, announcement.id)).toEqual([]);
    expect(await publicTitles()).not.toContain('系统升级通知');
    expect((await t.as(admin).put(url, { title: 'x', body: 'y' })).json().data.fields).toEqual({
      _: '公告已撤回，不能再修改',
    });
    expect((await t.as(admin).put(`${url}/withdraw`)).statusCode).toBe(400);
    expect((await t.as(admin).delete(url)).statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/management/announcements?q=系统升级`)).json().data.list).toEqual([]);
  });

  it('lists them for administrators as the public page does, by publishing time, drafts and scheduled ones first', async () => {
    const admin = await t.seed.admin();
    const write = (title: string, publish_at: string | null) =>
      t.as(admin).post('/api/management/announcements', { title, body: '正文', publish_at });
    // Written in another order than they are published in.
    // Scheduled days ahead, so that no later test of this file finds them due.
    await write('排序·三天后', new Date(clock().getTime() + 72 * HOUR).toISOString());
    await write('排序·现在', 'now');
    await write('排序·草稿', null);
    await write('排序·两天后', new Date(clock().getTime() + 48 * HOUR).toISOString());
    const listed = (await t.as(admin).get(`/api/management/announcements?q=${encodeURIComponent('排序')}`)).json().data
      .list;
    expect(listed.map((a: { title: string }) => a.title)).toEqual([
      '排序·草稿',
      '排序·三天后',
      '排序·两天后',
      '排序·现在',
    ]);
  });

  it('keeps an English version, shown to English readers, and refuses half of one', async () => {
    const admin = await t.seed.admin();
    const { user } = await t.seed.companyWithUser();
    const half = await t.as(admin).post('/api/management/announcements', {
      title: '系统升级',
      body: '今晚升级。',
      title_en: 'System upgrade',
      body_en: '  ',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().data.fields).toEqual({ body_en: '写了英文标题，也请写英文正文' });

    const created = await t.as(admin).post('/api/management/announcements', {
      title: '系统升级',
      body: '今晚 22:00 升级。',
      title_en: ' System upgrade ',
      body_en: 'Upgrade tonight at 22:00.',
      publish_at: 'now',
    });
    expect(created.json().data).toMatchObject({ title_en: 'System upgrade', body_en: 'Upgrade tonight at 22:00.' });
    const id = created.json().data.id as number;
    const published = (await t.anonymous.get('/api/announcements?per_page=100')).json().data.list;
    expect(published).toContainEqual(
      expect.objectContaining({
        id,
        title: '系统升级',
        title_en: 'System upgrade',
        body_en: 'Upgrade tonight at 22:00.',
      }),
    );
    // The bell speaks the reader's language.
    const english = await t.as(user, { 'accept-language': 'en' }).get('/api/notices?type=notification&per_page=100');
    expect(english.json().data.list).toContainEqual(
      expect.objectContaining({ title: 'New announcement: System upgrade' }),
    );
    expect(await announcementNotices(user, id)).toEqual([expect.objectContaining({ title: '新公告：系统升级' })]);
    // Found by its English words too; emptied again, the English version is gone.
    const found = await t.as(admin).get('/api/management/announcements?q=upgrade');
    expect(found.json().data.list.map((a: { id: number }) => a.id)).toContain(id);
    const corrected = await t.as(admin).put(`/api/management/announcements/${id}`, {
      title: '系统升级',
      body: '今晚 22:00 升级。',
      title_en: '',
      body_en: null,
      publish_at: created.json().data.publish_at,
    });
    expect(corrected.json().data).toMatchObject({ title_en: null, body_en: null });
  });

  it('names what is wrong and lets only administrators write', async () => {
    const admin = await t.seed.admin();
    const { user } = await t.seed.companyWithUser();
    const empty = await t.as(admin).post('/api/management/announcements', { title: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toEqual({ title: '请输入标题', body: '请输入正文' });
    const tooLong = await t.as(admin).post('/api/management/announcements', { title: '长'.repeat(81), body: '正文' });
    expect(tooLong.json().data.fields).toEqual({ title: '最多 80 个字符' });
    const past = await t.as(admin).post('/api/management/announcements', {
      title: '过去的时间',
      body: '正文',
      publish_at: new Date(clock().getTime() - HOUR).toISOString(),
    });
    expect(past.json().data.fields).toEqual({ publish_at: '定时发布的时间已经过去，请选择以后的时间' });
    const garbled = await t.as(admin).post('/api/management/announcements', {
      title: '时间不对',
      body: '正文',
      publish_at: 'tomorrow',
    });
    expect(garbled.json().data.fields).toEqual({ publish_at: '发布时间无效' });

    expect((await t.as(user).get('/api/management/announcements')).statusCode).toBe(403);
    expect((await t.as(user).post('/api/management/announcements', { title: 'a', body: 'b' })).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/announcements')).statusCode).toBe(200);
  });

  it('sends a due announcement once even when two servers claim it at the same moment', async () => {
    const admin = await t.seed.admin();
    const { user } = await t.seed.companyWithUser();
    const created = await t.as(admin).post('/api/management/announcements', {
      title: '两台服务器',
      body: '只发一次',
      publish_at: new Date(clock().getTime() + HOUR).toISOString(),
    });
    await later(HOUR, user);
    const sent = await Promise.all([sendDueAnnouncements(t.db, clock()), sendDueAnnouncements(t.db, clock())]);
    expect(sent.sort()).toEqual([0, 1]);
    expect(await announcementNotices(user, created.json().data.id)).toHaveLength(1);
  });
});
