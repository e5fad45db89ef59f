import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors';

/**
 * Serves the built web app: its files, and index.html for every other GET that asks for a page,
 * so that deep links into the console load the app, which then routes on the client.
 * (Unknown /api paths are answered by the API's own JSON 404.)
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      // Vite puts a content hash in every asset name: they never change, cache them for a year.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendNotFound(request, reply);
  });
}
