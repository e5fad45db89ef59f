import fs from 'node:fs';
import path from 'node:path';
import aws4 from 'aws4';

/** Where uploaded files go: a local folder served under /files, or an S3-compatible bucket. */
export type FileStore = {
  kind: 'local' | 's3';
  /** Stores the bytes under `key` (e.g. `images/ab12….png`) and returns the URL to show them. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
};

/** Files under DATA_DIR/files, served by this server at /files/<key>. */
export function localFileStore(root: string): FileStore {
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = path.join(root, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Keys are content hashes: an existing file already holds these bytes.
      await fs.promises.writeFile(target, bytes, { flag: 'w' });
      return `/files/${key}`;
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
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const request = aws4.sign(
        {
          host: endpoint.host,
          path: `/${options.bucket}/${key}`,
          method: 'PUT',
          service: 's3',
          region: options.region,
          headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
          body: bytes,
        },
        { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      );
      const response = await fetch(`${endpoint.protocol}//${endpoint.host}${request.path}`, {
        method: 'PUT',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        throw new Error(`S3 refused the upload: HTTP ${response.status} ${await response.text()}`);
      }
      return `${options.publicUrl.replace(/\/$/, '')}/${key}`;
    },
  };
}
