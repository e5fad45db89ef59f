import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import aws4 from 'aws4';

/** Where uploaded files go: a local folder served under /files, or an S3-compatible bucket. */
export type FileStore = {
  kind: 'local' | 's3';
  /** Stores the bytes under `key` (e.g. `images/ab12….png`) and returns the URL to show them. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /**
   * Moves a finished file (e.g. an upload spooled under DATA_DIR) to `key` without reading it into
   * memory, and returns its URL. The source is gone afterwards (moved, or deleted once copied).
   */
  putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<string>;
  /** Deletes the file at `key`; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
};

/**
 * A key as a URL path: each segment percent-encoded as RFC 3986 says (what AWS Signature V4
 * signs), so names with spaces, Chinese or `#` make valid URLs.
 */
export function encodeKey(key: string): string {
  return key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

/** Moves a file, copying when source and target are on different file systems. */
async function moveFile(source: string, target: string): Promise<void> {
  try {
    await fs.promises.rename(source, target);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) {
      throw error;
    }
    await fs.promises.copyFile(source, target);
    await fs.promises.rm(source, { force: true });
  }
}

/** Files under DATA_DIR/files, served by this server at /files/<key>. */
export function localFileStore(root: string): FileStore {
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = path.join(root, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Keys are content hashes: an existing file already holds these bytes.
      await fs.promises.writeFile(target, bytes, { flag: 'w' });
      return `/files/${encodeKey(key)}`;
    },
    async putFile(key, sourcePath) {
      const target = path.join(root, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await moveFile(sourcePath, target);
      return `/files/${encodeKey(key)}`;
    },
    async remove(key) {
      const target = path.join(root, key);
      await fs.promises.rm(target, { force: true });
      // A per-file folder (documents/<sha256>/<name>) goes with its last file; rmdir refuses a full one.
      await fs.promises.rmdir(path.dirname(target)).catch(() => {});
    },
  };
}

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the files are read from (a CDN or the bucket's public URL). */
  publicUrl: string;
};

/** An S3-compatible bucket (path-style requests, signed with AWS Signature V4). */
export function s3FileStore(options: S3Options): FileStore {
  const endpoint = new URL(options.endpoint);
  const credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  const publicUrlOf = (key: string) => `${options.publicUrl.replace(/\/$/, '')}/${encodeKey(key)}`;

  /** One signed request on a key; `unsignedBody` for a stream that cannot be hashed in advance. */
  async function send(
    method: 'PUT' | 'DELETE',
    key: string,
    headers: Record<string, string>,
    body: RequestInit['body'] | undefined,
    signedBody: Buffer | undefined,
    timeoutMs: number,
  ): Promise<Response> {
    const request = aws4.sign(
      {
        host: endpoint.host,
        path: `/${options.bucket}/${encodeKey(key)}`,
        method,
        service: 's3',
        region: options.region,
        headers,
        ...(signedBody ? { body: signedBody } : {}),
      },
      credentials,
    );
    return fetch(`${endpoint.protocol}//${endpoint.host}${request.path}`, {
      method,
      headers: request.headers as Record<string, string>,
      ...(body === undefined ? {} : { body, duplex: 'half' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send(
        'PUT',
        key,
        { 'content-type': contentType, 'content-length': String(bytes.length) },
        new Uint8Array(bytes),
        bytes,
        15_000,
      );
      if (!response.ok) {
        throw new Error(`S3 refused the upload: HTTP ${response.status} ${await response.text()}`);
      }
      return publicUrlOf(key);
    },
    async putFile(key, sourcePath, size, contentType) {
      // The body streams from disk: S3 takes an unsigned payload over a known length, so a file of
      // hundreds of MB is never held in memory nor read twice (once to hash, once to send).
      const body = Readable.toWeb(fs.createReadStream(sourcePath)) as ReadableStream<Uint8Array>;
      const response = await send(
        'PUT',
        key,
        {
          'content-type': contentType,
          'content-length': String(size),
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
        body,
        undefined,
        // About 1 MB/s at worst, never under a minute.
        Math.max(60_000, size / 1000),
      );
      if (!response.ok) {
        throw new Error(`S3 refused the upload: HTTP ${response.status} ${await response.text()}`);
      }
      await fs.promises.rm(sourcePath, { force: true });
      return publicUrlOf(key);
    },
    async remove(key) {
      const response = await send('DELETE', key, {}, undefined, undefined, 15_000);
      // S3 answers 204 for a key that holds nothing too.
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 refused the deletion: HTTP ${response.status} ${await response.text()}`);
      }
    },
  };
}
