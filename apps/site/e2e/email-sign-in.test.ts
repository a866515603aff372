/**
 * Sign-in by e-mail end to end (ADR 041), in Chromium against the real service, whose development
 * outbox stands in for the mail: a visitor asks for a link from the login dialog, opens the mail in
 * the outbox page — in another tab, as from a mail app — follows its link and arrives signed in, a
 * new member (the product's e-mail sign-up); the same link a second time signs nobody in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopContext, launchChromium, watchProblems } from './browser';

const url = inject('siteUrl');

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await desktopContext(browser);
  await context.addInitScript(() => {
    if (location.origin !== 'null') localStorage.setItem('accept-all', 'true');
  });
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

const signedInAs = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('072today') ?? 'null') as { userID?: number } | null)?.userID,
  );

describe('e-mail sign-in', () => {
  it('a link from the outbox signs a new member in, once', async () => {
    const problems = await watchProblems(context);
    const address = `e2e.${Date.now()}@example.org`;
    const page = await context.newPage();
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
    await page.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
    // No LIFF id on this service: LINE is not offered at all (rather than a button that fails).
    expect(await dialog.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบด้วยอีเมล' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login/email');

    const screen = page.getByTestId('email-sign-in');
    await screen.getByRole('textbox', { name: 'อีเมล' }).fill(address);
    await screen.getByRole('button', { name: 'ส่งลิงก์เข้าสู่ระบบ' }).click();
    await expect.poll(() => screen.getAttribute('data-state'), { timeout: 15_000 }).toBe('sent');
    expect(await screen.getByRole('status').textContent()).toContain(address);

    // The mail, in the outbox, opened in another tab.
    const mailbox = await context.newPage();
    await mailbox.goto(`${url}/dev/outbox`);
    const mail = mailbox.locator(`[data-testid="outbox-mail"][data-to="${address}"]`);
    await mail.waitFor();
    expect(await mail.textContent()).toContain('ลิงก์เข้าสู่ระบบ Lightbearers');
    const link = mail.locator('a[href*="/login/email#token="]');
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    // Signed in, a new member with no sharer registration yet: on to /sharer, the token out of the address.
    await expect.poll(() => new URL(mailbox.url()).pathname, { timeout: 20_000 }).toBe('/sharer');
    expect(await signedInAs(mailbox)).toEqual(expect.any(Number));
    expect(mailbox.url()).not.toContain('token=');
    const me = await mailbox.evaluate(async () => {
      const login = JSON.parse(localStorage.getItem('072today') ?? '{}') as { userJWT: string };
      const res = await fetch('/api/users/me', { headers: { Authorization: `Bearer ${login.userJWT}` } });
      return (await res.json()) as { email: string; type: string };
    });
    expect(me).toMatchObject({ email: address, type: 'sharer' });

    // The same link again, in a fresh browser: used, so nobody is signed in.
    const other = await desktopContext(browser);
    try {
      const again = await other.newPage();
      await again.goto(href, { waitUntil: 'networkidle' });
      const form = again.getByTestId('email-sign-in');
      await expect.poll(() => form.getAttribute('data-state'), { timeout: 15_000 }).toBe('form');
      await expect
        .poll(async () => (await form.getByRole('alert').textContent()) ?? '', { timeout: 15_000 })
        .toContain('ลิงก์นี้ใช้ไม่ได้แล้ว');
      expect(await signedInAs(again)).toBeUndefined();
    } finally {
      await other.close();
    }
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
  });
});
