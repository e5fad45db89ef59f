import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startFakeWechat, wechatTestConfig } from '../../server/test/fakes';
import { REPO_ROOT, startServer } from '../../../scripts/lib/server-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The one Chromium every test file connects to (each test still gets a context of its own). */
    chromiumEndpoint: string;
  }
}

/** WeChat identities the fake OAuth server hands out, one per browser test that needs one. */
export const WECHAT_CODES = { 'e2e-wechat-1': { openid: 'e2e-openid-1', unionid: 'e2e-unionid-1' } };

/**
 * Starts the real server with the demo data on a temporary data folder, once for all files, with
 * WeChat pointed at a local fake of its OAuth endpoints; and the Chromium the files drive.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/server/dist/main.mjs'))) {
    throw new Error('Build the server first: npm run build -w @tm/server');
  }
  const wechat = await startFakeWechat(WECHAT_CODES);
  const config = wechatTestConfig(wechat.url);
  // The server as `npm start` runs it: its bundle.
  const server = await startServer({
    bundled: true,
    env: {
      DEMO_DATA: '1',
      // Every answer the pages get is also checked against its schema.
      CHECK_ANSWERS: '1',
      WECHAT_APP_ID: config.appId,
      WECHAT_APP_SECRET: config.appSecret,
      WECHAT_TOKEN_URL: config.tokenUrl,
      WECHAT_AUTHORIZE_URL: config.authorizeUrl,
      // Nothing listens there: the tests read where the browser was sent.
      PAY_MERCHANT_URL: 'http://127.0.0.1:9/merchant/register',
      PAY_LOGIN_URL: 'http://127.0.0.1:9/merchant/login',
    },
  });
  // Launched once rather than by each of the thirty-odd files (about a second each).
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    await wechat.close();
  };
}
