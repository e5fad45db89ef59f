import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, basicToken, type TestApp, type TestUser } from '../../../test/harness';
import { startFake } from '../../../test/fakes';
import { s3FileStore } from './file-store';

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.seed.user();
});
afterAll(() => t.close());

function multipart(field: string, fileName: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----tmtestboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(url: string, field: string, fileName: string, bytes: Buffer, contentType?: string) {
  const form = multipart(field, fileName, bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: basicToken(user.token), 'content-type': form.contentType, 'accept-language': 'zh-CN' },
    payload: form.body,
  });
}

describe('POST /api/management/images/upload and /api/images/upload', () => {
  it('stores a real image by its content and serves it back', async () => {
    for (const url of ['/api/management/images/upload', '/api/images/upload?program_name=web']) {
      const res = await upload(url, 'image', '头像.png', PNG, 'image/png');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ file_name: '头像.png', size: PNG.length, content_type: 'image/png' });
      expect(data.url).toMatch(/^\/files\/images\/[0-9a-f]{64}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('judges by content: text named .png is refused, a PNG named .txt is accepted', async () => {
    const fake = await upload(
      '/api/management/images/upload',
      'image',
      'photo.png',
      Buffer.from('not an image at all'),
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().data.fields.image).toBe('只能上传 PNG、JPEG、WebP 或 GIF 图片');
    const renamed = await upload('/api/management/images/upload', 'image', 'notes.txt', PNG, 'text/plain');
    expect(renamed.json().data.content_type).toBe('image/png');
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('/api/management/images/upload', 'image', 'big.png', big, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.image).toBe('图片不能超过 5 MB');
  });

  it('wants the file in the field named image, and a multipart body', async () => {
    const wrongField = await upload('/api/management/images/upload', 'file', 'a.png', PNG);
    expect(wrongField.json().data.fields.image).toBe('请选择要上传的图片');
    const json = await t.as(user).post('/api/management/images/upload', { image: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('requires a sign-in', async () => {
    const form = multipart('image', 'a.png', PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/management/images/upload',
      headers: { 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the S3-compatible file store', () => {
  it('puts the bytes with a Signature V4 request and returns the public URL', async () => {
    const puts: { url: string; auth: string; body: Buffer }[] = [];
    const fake = await startFake((app) => {
      app.put('/*', async (req) => {
        puts.push({ url: req.url, auth: String(req.headers.authorization), body: req.body as Buffer });
        return '';
      });
    });
    try {
      const store = s3FileStore({
        endpoint: fake.url,
        bucket: 'scales',
        region: 'cn-east-1',
        accessKeyId: 'AKTEST',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.test/scales/',
      });
      const url = await store.put('images/abc.png', PNG, 'image/png');
      expect(url).toBe('https://cdn.example.test/scales/images/abc.png');
      expect(puts).toHaveLength(1);
      expect(puts[0]?.url).toBe('/scales/images/abc.png');
      expect(puts[0]?.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/cn-east-1\/s3\/aws4_request/);
      expect(puts[0]?.body.equals(PNG)).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
