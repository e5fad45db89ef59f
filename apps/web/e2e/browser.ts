import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Download, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest';
import type { LoginResult } from '@tm/contracts';
import { homePathFor, parseRole } from '../src/shared/session';
import { encryptForStorage } from '../src/shared/storage-cipher';
import { STORAGE_KEYS } from '../src/shared/storage';

const SHOTS = path.resolve(import.meta.dirname, '../test-results');

export const baseUrl = () => inject('baseUrl');

/** The newest code the server's SMS outbox holds for a phone. */
export function outboxCode(phone: string): string {
  const file = path.join(inject('dataDir'), 'sms-outbox.log');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  const messages = lines.filter(Boolean).map((line) => JSON.parse(line) as { phone_number: string; code: string });
  const code = messages.filter((m) => m.phone_number === phone).at(-1)?.code;
  if (!code) {
    throw new Error(`no SMS to ${phone} in the outbox`);
  }
  return code;
}

/** The run's one Chromium; each test gets a fresh context (no stored login or language). */
export function useBrowser() {
  let browser: Browser;
  const pages: Page[] = [];
  // What a failed test's log then says besides its screenshot: the API calls that failed or were
  // slow, and the page's errors, so that a failure seen only in CI can be explained.
  const heard: string[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
  });
  afterEach(async (context: TestContext) => {
    if (context.task.result?.state === 'fail') {
      console.error(`what the page heard during "${context.task.name}":\n${heard.join('\n') || '(nothing)'}`);
      fs.mkdirSync(SHOTS, { recursive: true });
      const name = context.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      await Promise.all(
        pages.map((page, i) => page.screenshot({ path: path.join(SHOTS, `${name}-${i}.png`) }).catch(() => {})),
      );
    }
    await Promise.all(pages.map((page) => page.context().close()));
    pages.length = 0;
    heard.length = 0;
  });
  afterAll(() => browser?.close());

  return {
    async newPage(): Promise<Page> {
      // Without antd's motion (the console honours reduced motion): a click in a dialog still
      // zooming in could land beside its button and be lost.
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // Said again on the page, and awaited: the context's option alone was at times not yet in
      // force when the first document's scripts ran.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      pages.push(page);
      const at = () => new Date().toISOString().slice(11, 23);
      page.on('pageerror', (error) => heard.push(`${at()} page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        heard.push(`${at()} ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
      );
      page.on('requestfinished', (request) => {
        // The page may close before its last answers are read: those are not heard.
        void request
          .response()
          .catch(() => null)
          .then((response) => {
            const ms = request.timing().responseEnd;
            if (response && request.url().includes('/api/') && (response.status() >= 400 || ms > 2_000)) {
              heard.push(`${at()} ${request.method()} ${request.url()} ${response.status()} in ${Math.round(ms)} ms`);
            }
          });
      });
      return page;
    },
  };
}

// One folder for a file's downloads, made at the first.
let downloads: string | undefined;

/**
 * Where a download was saved on this side: the run's Chromium is shared and reached through its
 * server, so the file is copied here instead of read where the browser put it.
 */
export async function savedDownload(download: Download | Promise<Download>): Promise<string> {
  const finished = await download;
  downloads ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-downloads-'));
  const file = path.join(downloads, `${Date.now()}-${finished.suggestedFilename()}`);
  await finished.saveAs(file);
  return file;
}

/** Ticks a sign-in form's required consent: 我已阅读并同意《隐私政策》(docs/privacy.md). */
export async function acceptPrivacy(
  page: Page,
  form: 'password-login' | 'sms-login' | 'wechat-login' = 'password-login',
): Promise<void> {
  await page.locator(`#${form}_privacy_agreed`).check();
}

/**
 * Opens the sign-in page and waits until the app has taken over the form the page arrives with
 * (drawn by the build, `data-drawn` on the root until then): a click before that would go nowhere.
 */
export async function openSignIn(page: Page): Promise<void> {
  await page.goto('/sign/login');
  await page.locator('#root:not([data-drawn])').waitFor({ state: 'attached' });
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await openSignIn(page);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await acceptPrivacy(page);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/(project|admin)\//);
}

/**
 * Opens `path` signed in as a demo account, for a test about what comes after signing in: the login
 * comes from the API and is stored as the sign-in page stores it, so the test skips the form and the
 * home page it lands on (the form itself is tested by `signIn`, in sign-in and console tests).
 */
export async function openAs(page: Page, username: string, password: string, path: string): Promise<void> {
  const login = await passwordLogin(username, password);
  const role = parseRole(login.role_type);
  const stored: [key: string, value: string][] = [[STORAGE_KEYS.user, encryptForStorage(login)]];
  if (role) {
    stored.push([STORAGE_KEYS.home, homePathFor(role)]);
  }
  // A small file of the same origin, to reach its storage before the console's first page loads.
  await page.goto('/robots.txt');
  await page.evaluate((items) => items.forEach(([key, value]) => localStorage.setItem(key, value)), stored);
  await page.goto(path);
}

async function passwordLogin(username: string, password: string): Promise<LoginResult> {
  const response = await fetch(`${baseUrl()}/api/management/users/login/password`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  const envelope = (await response.json()) as { code: unknown; data: LoginResult };
  if (envelope.code !== 1) {
    throw new Error(`signing in as ${username}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

/** Searches the goods list for `text` (a name, PLU or item code) with its search button. */
export async function searchGoods(page: Page, text: string): Promise<void> {
  await page.locator('#good-filters_q').fill(text);
  await page
    .locator('#good-filters')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
}

/** Waits until the first element the locator finds is visible (fails after the timeout). */
export async function shows(locator: Locator): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Takes `item` from the top bar's user menu, which opens on hover. The page can still shift under
 * the pointer as it settles (a scrollbar appearing moves the right-aligned button) and close the
 * menu again: then it hovers anew.
 */
export async function fromUserMenu(page: Page, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt += 1) {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu').hover();
    try {
      await entry.click({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) {
        throw error;
      }
    }
  }
}

/**
 * Opens a drop-down, types into its search and takes the option that reads `option`; with `away`,
 * then clicks there so that a multiple choice's list, which stays open, closes. The search's answer
 * can redraw the list under the click, and then the choice does not take: it tries again.
 */
export async function choose(
  page: Page,
  select: Locator,
  search: string,
  option: string,
  away?: Locator,
): Promise<void> {
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    await select.clear();
    await select.pressSequentially(search);
    await page.locator('.ant-select-item-option').filter({ hasText: option, visible: true }).first().click();
    if (away) {
      await away.click();
      await expect.poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count()).toBe(0);
    }
    try {
      await expect.poll(() => field.innerText(), { timeout: 2_000 }).toContain(option);
      return;
    } catch (error) {
      if (attempt === 3) {
        throw error;
      }
    }
  }
}

/** The API as a demo account, for what a test arranges outside the page; answers the envelope's data. */
export async function apiAs(username: string, password: string) {
  const { token } = await passwordLogin(username, password);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: unknown; data: T };
    if (envelope.code !== 1) {
      throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
    }
    return envelope.data;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs the scale simulator against the test server and answers what it printed. */
export function simulate(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tools/simulator/simulate.ts', '--url', baseUrl(), ...args],
      { cwd: ROOT },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`simulator exited ${code}:\n${output}`)),
    );
  });
}
