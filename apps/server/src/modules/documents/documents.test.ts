import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { LIBRARY_MARKER_CLOSE, libraryMarkerOpen } from '@tm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicToken, createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { localFileStore, type FileStore } from '../files/file-store';
import { fillLibraryMarkers } from './documents.catalogue';
import { documents } from './documents.table';
import { sanitizeFileName } from './documents.upload';

/** A small PDF: the header file-type reads, one empty page, and the end marker. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A ZIP archive holding one stored (uncompressed) file, written field by field. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + content.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}
const ZIP = zipOf('readme.txt', Buffer.from('TM scale driver 3.8\n'));

let t: TestApp;
let admin: TestUser;
let serial = 0;
const unique = (stem: string, extension: string) => `${stem}-${Date.now().toString(36)}${(serial += 1)}${extension}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.seed.admin();
});
afterAll(() => t.close());

type Fields = Record<string, string>;
const FIELDS: Fields = {
  title_ch: '秤管理软件 4.0 手册',
  title_en: 'Scale software 4.0 manual',
  category: 'driver_manual',
};

/** A multipart upload, fields first unless `fileFirst`. */
function formOf(fields: Fields, file: { name: string; bytes: Buffer } | null, fileFirst = false): FormData {
  const form = new FormData();
  const addFile = () => file && form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  if (fileFirst) {
    addFile();
  }
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  if (!fileFirst) {
    addFile();
  }
  return form;
}

const upload = (app: TestApp, user: TestUser, form: FormData, headers: Record<string, string> = {}) =>
  app.as(user, headers).upload('/api/management/documents', form);

/** What the library holds on disk: stored files and upload leftovers. */
function filesUnder(dataDir: string, folder: string): string[] {
  const root = path.join(dataDir, folder);
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
}
const leftovers = (app: TestApp) => filesUnder(app.config.dataDir, 'tmp/uploads');

async function uploaded(fields: Fields, name: string, bytes: Buffer, fileFirst = false) {
  const res = await upload(t, admin, formOf(fields, { name, bytes }, fileFirst));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; file_name: string; size: number; is_public: boolean };
}

describe('POST /api/management/documents', () => {
  it('stores a PDF and a ZIP by their content, whichever comes first, and serves them back', async () => {
    const pdfName = unique('TM-F 说明书', '.pdf');
    const pdf = await uploaded({ ...FIELDS, version: 'V2.1' }, pdfName, PDF);
    expect(pdf).toMatchObject({
      file_name: pdfName,
      size: PDF.length,
      content_type: 'application/pdf',
      version: 'V2.1',
      is_public: true,
      uploader: { id: admin.id, name: 'tester' },
    });
    // The fields after the file are read as well.
    const zipName = unique('sensor-driver', '.zip');
    const zip = await uploaded(
      { title_ch: '传感器驱动', title_en: 'Sensor driver', category: 'software', is_public: 'false' },
      zipName,
      ZIP,
      true,
    );
    expect(zip).toMatchObject({ file_name: zipName, content_type: 'application/zip', is_public: false });

    const download = await t
      .as(admin)
      .get(`/api/management/web_files/download?file_name=${encodeURIComponent(pdfName)}`);
    const { url } = download.json().data;
    // The URL ends in the real name, so the browser saves it under that name.
    expect(decodeURIComponent(url)).toMatch(new RegExp(`^/files/documents/[0-9a-f]{64}/${pdfName}$`));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(leftovers(t)).toEqual([]);
  });

  it('judges by content: a script named .pdf is refused and nothing is kept', async () => {
    const before = filesUnder(t.config.dataDir, 'files/documents').length;
    const name = unique('manual', '.pdf');
    const res = await upload(t, admin, formOf(FIELDS, { name, bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      file: '只能上传 PDF、ZIP、RAR、7Z、EXE、APK、MP4、DOCX 或 XLSX 文件（按文件内容判断）',
    });
    expect(filesUnder(t.config.dataDir, 'files/documents')).toHaveLength(before);
    expect(leftovers(t)).toEqual([]);
    const search = await t.as(admin).get(`/api/management/documents?q=${encodeURIComponent(name)}`);
    expect(search.json().data.meta.total).toBe(0);
  });

  it('refuses a second file of the same name, naming the file', async () => {
    const name = unique('同名', '.pdf');
    await uploaded(FIELDS, name, PDF);
    const again = await upload(t, admin, formOf({ ...FIELDS, title_ch: '另一份' }, { name, bytes: PDF }));
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fields).toEqual({
      file: '资料库里已有同名文件，请改文件名（例如加上版本号）或先删除旧的',
    });
    const listed = await t.as(admin).get(`/api/management/documents?q=${encodeURIComponent(name)}`);
    expect(listed.json().data.list.map((d: { title_ch: string }) => d.title_ch)).toEqual([FIELDS.title_ch]);
    expect(leftovers(t)).toEqual([]);
  });

  it('names every wrong field at once, and the missing file', async () => {
    const res = await upload(t, admin, formOf({ title_ch: ' ', category: 'brochure', colour: 'red' }, null), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      title_ch: 'Enter a title',
      title_en: 'Enter the English title',
      category: 'Choose a category',
      colour: 'Unknown field',
      file: 'Choose the file to upload',
    });
    const json = await t.as(admin).post('/api/management/documents', FIELDS);
    expect(json.statusCode).toBe(400);
    expect(json.json().data.fields).toEqual({ file: '请选择要上传的文件' });
  });

  it('keeps only the last part of a file name, without control characters', async () => {
    const stem = unique('drivers', '');
    const doc = await uploaded(FIELDS, `C:\\Users\\li\\..\\${stem}\u0007\u001b.zip`, ZIP);
    expect(doc.file_name).toBe(`${stem}.zip`);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files/documents'))).toBe(true);
    expect(filesUnder(t.config.dataDir, 'files/documents').some((file) => file.endsWith(`${stem}.zip`))).toBe(true);
  });

  it('is for administrators only', async () => {
    const { user } = await t.seed.companyWithUser();
    const res = await upload(t, user, formOf(FIELDS, { name: unique('x', '.pdf'), bytes: PDF }));
    expect(res.statusCode).toBe(403);
    expect((await t.as(user).get('/api/management/documents')).statusCode).toBe(403);
    expect((await t.as(user).put('/api/management/documents/1', FIELDS)).statusCode).toBe(403);
    expect((await t.as(user).delete('/api/management/documents/1')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/management/documents')).statusCode).toBe(401);
    expect(leftovers(t)).toEqual([]);
  });
});

describe('the upload limit (DOCUMENT_MAX_MB)', () => {
  let small: TestApp;
  let smallAdmin: TestUser;
  beforeAll(async () => {
    small = await createTestApp({ config: { documentMaxMb: 1 } });
    smallAdmin = await small.seed.admin();
  });
  afterAll(() => small.close());

  it('refuses a file over the limit, naming the field and the limit, and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const res = await upload(small, smallAdmin, formOf(FIELDS, { name: 'big.pdf', bytes: big }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ file: '文件不能超过 1 MB' });
    expect(leftovers(small)).toEqual([]);
    expect(filesUnder(small.config.dataDir, 'files/documents')).toEqual([]);
    expect((await small.as(smallAdmin).get('/api/management/documents')).json().data.meta).toEqual({
      total: 0,
      max_mb: 1,
    });

    // Just under the limit goes in: the 5 MB image limit of the other uploads is not this one.
    const fits = await upload(
      small,
      smallAdmin,
      formOf(FIELDS, { name: 'fits.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length)]) }),
    );
    expect(fits.statusCode, fits.body).toBe(200);
  });
});

describe('two uploads of one name at the same time', () => {
  let race: TestApp;
  let raceAdmin: TestUser;
  beforeAll(async () => {
    // A store in which another upload of the same name is recorded while this one is being stored.
    const store: FileStore = {
      kind: 'local',
      put: (...args) => localFileStore(path.join(race.config.dataDir, 'files')).put(...args),
      remove: (key) => localFileStore(path.join(race.config.dataDir, 'files')).remove(key),
      async putFile(key, source, size, contentType) {
        const name = key.split('/').pop() ?? '';
        await race.db.insert(documents).values({
          title_ch: '另一份上传',
          title_en: 'Another upload',
          category: 'repair',
          file_name: name,
          file_key: `documents/other/${name}`,
          url: `/files/documents/other/${name}`,
          size: 1,
          content_type: 'application/pdf',
          sha256: 'other',
        });
        return localFileStore(path.join(race.config.dataDir, 'files')).putFile(key, source, size, contentType);
      },
    };
    race = await createTestApp({ deps: { files: store } });
    raceAdmin = await race.seed.admin();
  });
  afterAll(() => race.close());

  it('keeps the first, refuses the second naming the file, and leaves none of its bytes behind', async () => {
    const res = await upload(race, raceAdmin, formOf(FIELDS, { name: 'same.pdf', bytes: PDF }));
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields).toEqual({
      file: '资料库里已有同名文件，请改文件名（例如加上版本号）或先删除旧的',
    });
    expect(filesUnder(race.config.dataDir, 'files/documents').filter((file) => file.endsWith('.pdf'))).toEqual([]);
    expect(leftovers(race)).toEqual([]);
  });
});

describe('PUT and DELETE /api/management/documents/{id}', () => {
  it('changes the titles, category and visibility, not the file', async () => {
    const doc = await uploaded(FIELDS, unique('manual', '.pdf'), PDF);
    const res = await t.as(admin).put(`/api/management/documents/${doc.id}`, {
      title_ch: '新标题',
      title_en: 'New title',
      category: 'repair',
      version: '3',
      is_public: false,
    });
    expect(res.json().data).toMatchObject({
      id: doc.id,
      title_ch: '新标题',
      category: 'repair',
      is_public: false,
      file_name: doc.file_name,
      size: doc.size,
    });
    const wrong = await t.as(admin).put(`/api/management/documents/${doc.id}`, { ...FIELDS, title_en: '' });
    expect(wrong.json().data.fields).toEqual({ title_en: '请输入英文标题' });
    expect((await t.as(admin).put('/api/management/documents/999999', FIELDS)).statusCode).toBe(404);
  });

  it('deletes the row and its stored file', async () => {
    const name = unique('to-delete', '.zip');
    const doc = await uploaded(FIELDS, name, ZIP);
    const { url } = (
      await t.as(admin).get(`/api/management/web_files/download?file_name=${encodeURIComponent(name)}`)
    ).json().data;
    const stored = path.join(t.config.dataDir, 'files', decodeURIComponent(url).replace(/^\/files\//, ''));
    expect(fs.existsSync(stored)).toBe(true);

    expect((await t.as(admin).delete(`/api/management/documents/${doc.id}`)).json().data).toEqual({ id: doc.id });
    expect(fs.existsSync(stored)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const gone = await t.as(admin).get(`/api/management/web_files/download?file_name=${encodeURIComponent(name)}`);
    expect(gone.statusCode).toBe(404);
    expect((await t.as(admin).delete(`/api/management/documents/${doc.id}`)).statusCode).toBe(404);
    // The name is free again.
    await uploaded(FIELDS, name, ZIP);
  });
});

describe('GET /api/management/web_files/download', () => {
  it('answers the URL, name and size: public files to anyone, the others to signed-in users', async () => {
    const publicName = unique('public', '.pdf');
    const privateName = unique('internal', '.pdf');
    await uploaded(FIELDS, publicName, PDF);
    await uploaded({ ...FIELDS, is_public: 'false' }, privateName, PDF);
    const { user } = await t.seed.companyWithUser();
    const query = (name: string) => `/api/management/web_files/download?file_name=${encodeURIComponent(name)}`;

    const forUser = await t.as(user).get(query(privateName));
    expect(forUser.json().data).toMatchObject({ file_name: privateName, size: PDF.length });
    expect(forUser.json().data.url).toMatch(/^\/files\/documents\//);
    expect((await t.anonymous.get(query(publicName))).json().data.file_name).toBe(publicName);

    const hidden = await t.anonymous.get(query(privateName));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().data.fields).toEqual({ file_name: '资料库里没有这个文件' });
    const unknown = await t.as(user).get(query('no-such-file.pdf'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.fields).toEqual({ file_name: '资料库里没有这个文件' });
    expect((await t.as(user).get('/api/management/web_files/download')).json().data.fields).toEqual({
      file_name: '请给出文件名',
    });
    // A login that has expired is told so, not answered as a visitor.
    const expired = await t.app.inject({
      method: 'GET',
      url: query(publicName),
      headers: { authorization: basicToken('expired-or-forged') },
    });
    expect(expired.statusCode).toBe(401);
  });
});

describe('GET /api/web_files', () => {
  it('lists only public documents, with their URLs and without who uploaded them', async () => {
    const tag = unique('公开资料', '');
    await uploaded({ ...FIELDS, title_ch: `${tag} 公开`, category: 'repair' }, `${tag}-a.pdf`, PDF);
    await uploaded({ ...FIELDS, title_ch: `${tag} 内部`, is_public: 'false' }, `${tag}-b.pdf`, PDF);
    const res = await t.anonymous.get(`/api/web_files?q=${encodeURIComponent(tag)}`);
    expect(res.statusCode).toBe(200);
    const { list, meta } = res.json().data;
    expect(meta.total).toBe(1);
    expect(list[0]).toMatchObject({ title_ch: `${tag} 公开`, category: 'repair', file_name: `${tag}-a.pdf` });
    expect(list[0].url).toMatch(/^\/files\/documents\//);
    expect(list[0]).not.toHaveProperty('uploader');
    const software = await t.anonymous.get(`/api/web_files?q=${encodeURIComponent(tag)}&category=software`);
    expect(software.json().data.meta.total).toBe(0);
  });
});

describe('GET /api/management/documents', () => {
  it('searches both titles and the file name, filters by category, newest first', async () => {
    const tag = unique('搜索', '');
    await uploaded({ ...FIELDS, title_en: `${tag} first`, category: 'maintenance' }, `${tag}-1.pdf`, PDF);
    await uploaded({ ...FIELDS, title_ch: `${tag} 第二`, category: 'software' }, unique('second', '.zip'), ZIP);
    await uploaded(FIELDS, `${tag}-3.pdf`, PDF);
    const titles = async (query: string) =>
      (await t.as(admin).get(`/api/management/documents?${query}`))
        .json()
        .data.list.map((d: { file_name: string }) => d.file_name);
    const all = await titles(`q=${encodeURIComponent(tag)}`);
    expect(all).toHaveLength(3);
    expect(all[0]).toBe(`${tag}-3.pdf`);
    expect(all[2]).toBe(`${tag}-1.pdf`);
    expect(await titles(`q=${encodeURIComponent(tag)}&category=maintenance`)).toEqual([`${tag}-1.pdf`]);
    const paged = await t.as(admin).get(`/api/management/documents?q=${encodeURIComponent(tag)}&per_page=2&page=2`);
    expect(paged.json().data).toMatchObject({ meta: { total: 3 }, list: [{ file_name: `${tag}-1.pdf` }] });
  });
});

describe('file names', () => {
  it('keeps the extension when a long name is shortened, within 200 characters and 240 bytes', () => {
    expect(sanitizeFileName('/tmp/uploads/../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..')).toBe('');
    expect(sanitizeFileName('\u0000\u0001')).toBe('');
    const latin = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(latin).toHaveLength(200);
    expect(latin.endsWith('.pdf')).toBe(true);
    const chinese = sanitizeFileName(`${'说明书'.repeat(60)}.pdf`);
    expect(Buffer.byteLength(chinese)).toBeLessThanOrEqual(240);
    expect(chinese.endsWith('说明书.pdf') || chinese.endsWith('.pdf')).toBe(true);
  });
});

describe('the catalogue’s library sections', () => {
  const doc = (title: string, category: 'maintenance' | 'software', url: string) => ({
    title_ch: `${title}（中文）`,
    title_en: `${title} (English)`,
    category,
    version: 'V1',
    size: 1536,
    url,
  });

  it('fills each marker with the documents of its categories in its language, escaped', () => {
    const page = [
      `<section>${libraryMarkerOpen('en', ['maintenance', 'repair'])}<p>None yet.</p>${LIBRARY_MARKER_CLOSE}</section>`,
      `<section>${libraryMarkerOpen('ch', [])}<p>暂无</p>${LIBRARY_MARKER_CLOSE}</section>`,
    ].join('');
    const html = fillLibraryMarkers(page, [
      doc('<Service>', 'maintenance', '/files/documents/a/x"y.pdf'),
      doc('Installer', 'software', '/files/documents/b/setup.exe'),
    ]);
    expect(html).toContain('<a href="/files/documents/a/x&quot;y.pdf">&lt;Service&gt; (English)</a>');
    expect(html).toContain('Service document · version V1 · 1.5 KB');
    expect(html).not.toContain('Installer (English)');
    expect(html).not.toContain('None yet.');
    expect(html).toContain('Installer（中文）</a><span class="note"> · 软件 · 版本 V1 · 1.5 KB');
    // With nothing to show, the page's own sentence stays.
    expect(fillLibraryMarkers(page, [])).toBe(page);
  });
});

describe('the catalogue pages served', () => {
  let site: TestApp;
  let siteAdmin: TestUser;
  let distDir: string;

  /** A built web app of one console page and the download pages, each with its library section. */
  function writeDist(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-dist-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    };
    const section = (lang: 'ch' | 'en', categories: Parameters<typeof libraryMarkerOpen>[1]) =>
      `<html><body><h2>library</h2>${libraryMarkerOpen(lang, categories)}<p>${lang === 'ch' ? '暂无文件' : 'Nothing yet'}</p>${LIBRARY_MARKER_CLOSE}</body></html>`;
    write('index.html', '<html>console</html>');
    write('site/routes.json', JSON.stringify(['/tmfdoc', '/en/tmfdoc', '/weixiu', '/en/weixiu']));
    write('site/tmfdoc.html', section('ch', []));
    write('site/en/tmfdoc.html', section('en', []));
    write('site/weixiu.html', section('ch', ['maintenance', 'repair']));
    write('site/en/weixiu.html', section('en', ['maintenance', 'repair']));
    write('site/404.html', 'not found');
    write('site/en/404.html', 'not found');
    write('site/sitemap.xml', '<urlset/>');
    return dir;
  }

  beforeAll(async () => {
    distDir = writeDist();
    site = await createTestApp({ config: { webDistDir: distDir } });
    siteAdmin = await site.seed.admin();
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('lists a public document on /tmfdoc in both languages as soon as it is uploaded, and hides the others', async () => {
    const page = async (url: string) => (await site.app.inject({ method: 'GET', url })).body;
    expect(await page('/tmfdoc')).toContain('暂无文件');

    const add = async (fields: Fields, name: string) =>
      expect((await upload(site, siteAdmin, formOf(fields, { name, bytes: PDF }))).statusCode).toBe(200);
    await add({ title_ch: '维修指南', title_en: 'Repair guide', category: 'repair', version: 'V3' }, 'repair.pdf');
    await add({ title_ch: '内部资料', title_en: 'Internal notes', category: 'repair', is_public: 'false' }, 'in.pdf');
    await add({ title_ch: '安装程序', title_en: 'Installer', category: 'software' }, 'setup.pdf');

    const ch = await page('/tmfdoc');
    expect(ch).toMatch(/<a href="\/files\/documents\/[0-9a-f]{64}\/repair\.pdf">维修指南<\/a>/);
    expect(ch).toContain('维修资料 · 版本 V3 ·');
    expect(ch).toContain('安装程序');
    expect(ch).not.toContain('暂无文件');
    expect(ch).not.toContain('内部资料');
    const en = await page('/en/tmfdoc');
    expect(en).toContain('>Repair guide</a>');
    expect(en).not.toContain('Internal notes');
    // The maintenance centre lists service and repair documents only.
    const weixiu = await page('/en/weixiu');
    expect(weixiu).toContain('Repair guide');
    expect(weixiu).not.toContain('Installer');
  });
});
