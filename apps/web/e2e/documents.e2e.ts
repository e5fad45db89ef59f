import { describe, expect, it } from 'vitest';
import { openAs, shows, useBrowser } from './browser';

const browser = useBrowser();

/** A one-page PDF, enough for the server's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('document library', () => {
  it('an administrator uploads a manual in both languages; it is listed, downloadable and on the public download page', async () => {
    const stamp = Date.now().toString(36);
    const titleCh = `TM-F 维修指南 ${stamp}`;
    const titleEn = `TM-F repair guide ${stamp}`;
    const fileName = `tm-f-repair-${stamp}.pdf`;

    const admin = await browser.newPage();
    await openAs(admin, 'admin', 'admin1234', '/admin/systemMng/documentList');
    await admin.getByRole('button', { name: '上传文件' }).click();
    const dialog = admin.getByRole('dialog', { name: '上传到资料库' });
    await dialog.getByRole('button', { name: '开始上传' }).click();
    await shows(dialog.getByText('请输入中文标题'));
    await shows(dialog.getByText('请选择要上传的文件'));

    await dialog.locator('#document-upload_title_ch').fill(titleCh);
    await dialog.locator('#document-upload_title_en').fill(titleEn);
    await dialog.locator('#document-upload_category').click();
    await admin.locator('.ant-select-item-option', { hasText: '维修资料' }).click();
    await dialog.locator('#document-upload_version').fill('V1.0');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: '开始上传' }).click();
    await shows(admin.getByText(`“${fileName}”已上传`));

    const row = admin.locator('tr', { hasText: fileName });
    await shows(row.getByText(titleCh));
    await shows(row.getByText(titleEn));
    await shows(row.getByText('维修资料'));
    await shows(row.getByText('公开'));

    // Download: the server's URL opens in a new window and serves the file.
    const [popup] = await Promise.all([
      admin.context().waitForEvent('page'),
      row.getByRole('button', { name: /下载/ }).click(),
    ]);
    await popup.waitForURL(/\/files\/documents\//);
    expect(decodeURIComponent(popup.url())).toMatch(new RegExp(`/files/documents/[0-9a-f]{64}/${fileName}$`));

    // A visitor sees it on the download page, in each language, and can fetch it.
    const visitor = await browser.newPage();
    await visitor.goto('/tmfdoc');
    const link = visitor.locator('.library-documents a', { hasText: titleCh });
    await shows(link);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/files\/documents\//);
    const served = await visitor.request.get(href ?? '');
    expect(served.status()).toBe(200);
    expect((await served.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    await visitor.goto('/en/tmfdoc');
    await shows(visitor.locator('.library-documents a', { hasText: titleEn }));
    // The maintenance centre lists repair documents too.
    await visitor.goto('/weixiu');
    await shows(visitor.locator('.library-documents a', { hasText: titleCh }));
  });
});
