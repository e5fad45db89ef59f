import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import aws4 from 'aws4';
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

  it('streams a file from disk with a signature the bucket can check, and deletes by key', async () => {
    const requests: { method: string; url: string; headers: Record<string, string>; body: Buffer; valid: boolean }[] =
      [];
    const fake = await startFake((app) => {
      app.route({
        method: ['PUT', 'DELETE'],
        url: '/*',
        handler: async (req, reply) => {
          const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
          // Sign again what arrived, over the headers the client says it signed: same signature or not.
          const signed = /SignedHeaders=([^,]+)/.exec(headers.authorization ?? '')?.[1]?.split(';') ?? [];
          const again = aws4.sign(
            {
              host: headers.host,
              path: req.url,
              method: req.method,
              service: 's3',
              region: 'cn-east-1',
              headers: Object.fromEntries(
                signed.filter((name) => name !== 'host').map((name) => [name, headers[name]]),
              ),
            },
            { accessKeyId: 'AKTEST', secretAccessKey: 'secret' },
          );
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          requests.push({
            method: req.method,
            url: req.url,
            headers,
            body,
            valid: again.headers?.Authorization === headers.authorization,
          });
          return reply.status(req.method === 'DELETE' ? 204 : 200).send('');
        },
      });
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-s3-'));
    try {
      const store = s3FileStore({
        endpoint: fake.url,
        bucket: 'scales',
        region: 'cn-east-1',
        accessKeyId: 'AKTEST',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.test/scales',
      });
      const source = path.join(dir, 'upload');
      const bytes = Buffer.alloc(300_000, 7);
      fs.writeFileSync(source, bytes);
      const url = await store.putFile('documents/abc/秤 说明书(1).pdf', source, bytes.length, 'application/pdf');
      const encoded = 'documents/abc/%E7%A7%A4%20%E8%AF%B4%E6%98%8E%E4%B9%A6%281%29.pdf';
      expect(url).toBe(`https://cdn.example.test/scales/${encoded}`);
      expect(requests[0]).toMatchObject({ method: 'PUT', url: `/scales/${encoded}`, valid: true });
      expect(requests[0]?.headers).toMatchObject({
        'content-length': String(bytes.length),
        'content-type': 'application/pdf',
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      });
      expect(requests[0]?.headers['transfer-encoding']).toBeUndefined();
      expect(requests[0]?.body.equals(bytes)).toBe(true);
      expect(fs.existsSync(source)).toBe(false);

      await store.remove('documents/abc/秤 说明书(1).pdf');
      expect(requests[1]).toMatchObject({ method: 'DELETE', url: `/scales/${encoded}`, valid: true });
    } finally {
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
