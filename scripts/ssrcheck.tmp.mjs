import { chromium } from 'playwright-core';
const [url, out = '/tmp/ssr.png', ...flags] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu','--disable-background-networking'] });
const phone = flags.includes('--phone');
const context = await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok', javaScriptEnabled: !flags.includes('--nojs') });
if (flags.includes('--signin')) {
  const res = await fetch(new URL('/api/auth/dev', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uid: 14 }) });
  const { jwt, user } = await res.json();
  const login = { userID: user.id, userJWT: jwt, name: user.name, type: user.type ?? 'sharer' };
  await context.addCookies([{ name: '072today', value: encodeURIComponent(JSON.stringify(login)), url }]);
  await context.addInitScript((v) => localStorage.setItem('072today', v), JSON.stringify(login));
}
const page = await context.newPage();
page.on('console', (m) => { if (['error','warning'].includes(m.type())) console.log('console', m.type(), m.text().slice(0, 400)); });
page.on('requestfailed', (r) => console.log('failed', r.url().slice(0,120)));
page.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url().slice(0, 150)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
console.log('title', await page.title());
await browser.close();
