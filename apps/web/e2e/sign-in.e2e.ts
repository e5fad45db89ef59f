import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acceptPrivacy, apiAs, fromUserMenu, openSignIn, outboxCode, shows, signIn, useBrowser } from './browser';

const browser = useBrowser();
const AVATAR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/avatar.png');
const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/assets');

describe('signing in by SMS', () => {
  it('sends a code, counts down, and signs a new phone in as a new user', async () => {
    const page = await browser.newPage();
    await openSignIn(page);
    await page.getByText('手机验证码').click();
    const send = page.getByRole('button', { name: '获取验证码' });
    expect(await send.isDisabled()).toBe(true);
    await page.locator('#sms-login_phone_number').fill('1391234');
    expect(await send.isDisabled()).toBe(true);
    const phone = `137${String(Date.now()).slice(-8)}`;
    await page.locator('#sms-login_phone_number').fill(phone);
    await send.click();
    await shows(page.getByText('验证码发送成功'));
    await shows(page.getByText('系统消息'));
    await shows(page.getByRole('button', { name: /秒后重发/ }));
    expect(await page.getByRole('button', { name: /秒后重发/ }).isDisabled()).toBe(true);

    await page.locator('#sms-login_verify_code').fill('12');
    await page.locator('button[type=submit]').click();
    await shows(page.getByText('请输入 4 位短信验证码'));
    await page.locator('#sms-login_verify_code').fill(outboxCode(phone));
    await acceptPrivacy(page, 'sms-login');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/project/dashboard');
    await shows(page.getByText('你的账号尚未加入公司'));
  });
});

describe('signing in with WeChat', () => {
  it('goes through WeChat’s authorization, then binds a phone before entering', async () => {
    const page = await browser.newPage();
    await openSignIn(page);
    await page.getByText('微信扫码').click();
    await acceptPrivacy(page, 'wechat-login');
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    // The fake WeChat sends the browser straight back to /sign/callback with a code.
    await page.waitForURL('**/sign/bind/phone');
    await shows(page.getByText('绑定手机号'));
    const phone = `136${String(Date.now()).slice(-8)}`;
    await page.locator('#bind-phone_phone_number').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await shows(page.getByText('验证码发送成功'));
    await page.locator('#bind-phone_verify_code').fill(outboxCode(phone));
    await page.getByRole('button', { name: /绑\s*定/ }).click();
    await shows(page.getByText('绑定成功'));
    await page.waitForURL('**/project/dashboard');
  });
});

describe('the personal center', () => {
  it('edits the nickname and uploads an avatar', async () => {
    const page = await browser.newPage();
    await signIn(page, 'xianfeng', 'xianfeng1234');
    await fromUserMenu(page, '个人中心');
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText('公司管理员'));

    await dialog.getByRole('button', { name: '编辑 昵称' }).click();
    await dialog.getByLabel('昵称').fill('');
    await shows(dialog.getByText('请输入昵称'));
    await dialog.getByLabel('昵称').fill('王老板');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(page.getByText('已保存'));
    await shows(dialog.getByText('王老板'));

    await dialog.locator('input[type=file]').setInputFiles(AVATAR);
    await shows(page.getByText('avatar.png 上传成功'));
    // One file only: the upload button is gone.
    expect(await dialog.getByText('上传头像').count()).toBe(0);
    // The top bar shows the stored image.
    await expect
      .poll(() => page.getByTestId('user-menu').locator('img').getAttribute('src'))
      .toMatch(/^\/files\/images\/[0-9a-f]{64}\.png$/);

    // Put the demo name back for the other tests.
    await dialog.getByRole('button', { name: '编辑 昵称' }).click();
    await dialog.getByLabel('昵称').fill('王店长');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await shows(dialog.getByText('王店长'));
  });
});

describe('changing one’s password', () => {
  it('asks for the current one, says what is wrong, and signs in with the new one', async () => {
    const page = await browser.newPage();
    await signIn(page, 'xianfeng', 'xianfeng1234');
    await fromUserMenu(page, '个人中心');
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText('登录账号'));
    await dialog.getByRole('button', { name: '修改密码' }).click();
    const save = dialog.getByRole('button', { name: /保\s*存/ });

    await dialog.getByLabel('当前密码').fill('not-it-123');
    await dialog.getByLabel('新密码', { exact: true }).fill('short');
    await shows(dialog.getByText('密码至少 8 位，且同时包含字母和数字'));
    await dialog.getByLabel('新密码', { exact: true }).fill('xianfeng5678');
    await dialog.getByLabel('确认新密码').fill('xianfeng567');
    await shows(dialog.getByText('两次输入的新密码不一致'));
    await dialog.getByLabel('确认新密码').fill('xianfeng5678');
    await save.click();
    await shows(dialog.getByText('当前密码不正确'));

    await dialog.getByLabel('当前密码').fill('xianfeng1234');
    await save.click();
    await shows(page.getByText('密码已修改；其他设备上的登录已退出'));
    const elsewhere = await browser.newPage();
    await signIn(elsewhere, 'xianfeng', 'xianfeng5678');

    // The demo password back for the other tests.
    await dialog.getByRole('button', { name: '修改密码' }).click();
    await dialog.getByLabel('当前密码').fill('xianfeng5678');
    await dialog.getByLabel('新密码', { exact: true }).fill('xianfeng1234');
    await dialog.getByLabel('确认新密码').fill('xianfeng1234');
    await save.click();
    await shows(dialog.getByRole('button', { name: '修改密码' }));
  });
});

describe('a forgotten password', () => {
  it('is set anew with a code sent to the account’s phone, then the sign-in page has the name filled in', async () => {
    const run = Date.now() % 100_000;
    const phone = `1390010${String(run).padStart(4, '0').slice(-4)}`;
    const username = `forgetful${run}`;
    const admin = await apiAs('admin', 'admin1234');
    await admin.post('/management/admins', { username, password: 'first-pass1', phone_number: phone });

    const page = await browser.newPage();
    await openSignIn(page);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL('**/sign/reset-password');
    const form = page.locator('form#reset-password');
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await shows(form.getByRole('button', { name: /\d+ 秒后重发/ }));
    const sentNotice = page.getByText('验证码发送成功');
    await shows(sentNotice);
    await form.getByLabel('短信验证码').fill(outboxCode(phone));
    await form.getByLabel('新密码', { exact: true }).fill('second-pass2');
    await form.getByLabel('确认新密码').fill('second-pass');
    await form.getByRole('button', { name: '设置新密码' }).click();
    await shows(form.getByText('两次输入的新密码不一致'));
    await form.getByLabel('确认新密码').fill('second-pass2');
    await form.getByRole('button', { name: '设置新密码' }).click();

    await page.waitForURL('**/sign/login');
    await shows(page.getByText(`已为 ${username} 设置新密码，请用新密码登录`));
    // The code has served: its "sent" notice does not follow onto the sign-in page.
    await sentNotice.waitFor({ state: 'hidden', timeout: 1_000 });
    expect(await page.locator('#username').inputValue()).toBe(username);
    await page.locator('#password').fill('second-pass2');
    await acceptPrivacy(page);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\//);
  });
});

describe('the sign-in page before its script has run', () => {
  it('shows the form, and keeps what was typed, ticked and focused when the app takes over', async () => {
    const page = await browser.newPage();
    // The app's entry held back: the page is what the server sent, drawn but not yet live.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sign/login', { waitUntil: 'commit' });
    await shows(page.getByRole('heading', { name: '登录 TM 云秤' }));
    expect(await page.locator('#root[data-drawn]').count()).toBe(1);
    await page.locator('#username').fill('xianfeng');
    await page.locator('#password').fill('xianfeng1234');
    await page.keyboard.press('Enter');
    expect(page.url()).toMatch(/\/sign\/login$/);
    await acceptPrivacy(page);
    await page.locator('#password').focus();

    release();
    await page.locator('#root:not([data-drawn])').waitFor({ state: 'attached' });
    expect(await page.locator('#username').inputValue()).toBe('xianfeng');
    expect(await page.locator('#password').inputValue()).toBe('xianfeng1234');
    expect(await page.locator('#password-login_privacy_agreed').isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/project/**');
  });

  it('is drawn by the app alone for a visitor who chose English', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await openSignIn(page);
    await shows(page.getByRole('heading', { name: 'Sign in to TM Scale Cloud' }));
    expect(await page.getByText('登录 TM 云秤').count()).toBe(0);
    // The whole stylesheet, held back on the drawn page, applies all the same.
    expect(await page.locator('link[rel=stylesheet][data-deferred-styles]').getAttribute('media')).toBe('all');
  });

  it("arrives with its scripts and styles in the build's Brotli copies", async () => {
    const page = await browser.newPage();
    const sent: { file: string; encoding: string | null; length: string | null }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/')) {
        const headers = response.headers();
        sent.push({
          file: url.pathname.slice('/assets/'.length),
          encoding: headers['content-encoding'] ?? null,
          length: headers['content-length'] ?? null,
        });
      }
    });
    await openSignIn(page);
    // Every script and style of a kilobyte or more, byte for byte the copy on disk (compressed on
    // the way out, an answer has no length up front).
    const worthCompressing = (file: string) =>
      /\.(js|css)$/.test(file) && fs.statSync(path.join(ASSETS, file)).size >= 1024;
    const copies = sent.filter(({ file }) => worthCompressing(file));
    expect(copies.length).toBeGreaterThan(3);
    for (const { file, encoding, length } of copies) {
      expect({ file, encoding, length }).toEqual({
        file,
        encoding: 'br',
        length: String(fs.statSync(path.join(ASSETS, `${file}.br`)).size),
      });
    }
  });
});
