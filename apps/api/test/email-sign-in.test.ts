/**
 * Sign-in by a one-time link sent by e-mail (ADR 041): the link in the development outbox (or over
 * SMTP), valid once for 15 minutes, rate-limited per address and per network, refused for blocked
 * members, the first sign-in an e-mail sign-up; bad input answers 400, never 500.
 */
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { backends, expectError, harness, type Json, STAFF, testClientAddress } from './helpers.js';

const NONCE = 'email-nonce-0123456789';

for (const backend of backends()) {
  describe(`e-mail sign-in (${backend.name})`, () => {
    const h = harness(backend);
    const outbox = async (): Promise<Json[]> => {
      const r = await h.req('GET', '/dev/outbox/json');
      expect(r.status, r.text).toBe(200);
      return r.body.data;
    };
    const ask = (email: string, client = 'local') =>
      h.req('POST', '/api/auth/email', { body: { email }, headers: { 'x-test-client': client } });
    /** The token of the newest mail to `email` (from its link's fragment). */
    const tokenFor = async (email: string) => {
      const mail = (await outbox()).find((m) => m.to === email);
      expect(mail, `a mail to ${email}`).toBeDefined();
      const link = new URL(/https:\/\/\S+/.exec(mail.text)![0]);
      expect(`${link.origin}${link.pathname}`).toBe('https://site.test/login/email');
      return new URLSearchParams(link.hash.slice(1)).get('token')!;
    };
    const verify = (token: string, nonce?: string) =>
      h.req('POST', '/api/auth/email/verify', { body: { token, ...(nonce ? { nonce } : {}) } });
    const later = (minutes: number) => {
      h.clock.now = new Date(h.clock.now.getTime() + minutes * 60_000);
    };

    it('the link signs in once — a new address is a new member (the e-mail sign-up)', async () => {
      const settings = await h.req('GET', '/api/site-settings');
      expect(settings.body.data.emailSignIn).toBe(true);
      const sent = await ask('  Somchai.Link@Example.org ');
      expect(sent.status, sent.text).toBe(202);
      expect(sent.body.data).toEqual({ email: 'somchai.link@example.org', minutes: 15 });
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to: 'somchai.link@example.org', subject: 'ลิงก์เข้าสู่ระบบ Lightbearers' });
      expect(mail.text).toContain('ลิงก์ใช้ได้ครั้งเดียว ภายใน 15 นาที');
      const token = await tokenFor('somchai.link@example.org');
      // Only its hash is kept.
      const stored = await h.database.db
        .select()
        .from(s.emailSignInLinks)
        .where(eq(s.emailSignInLinks.email, 'somchai.link@example.org'));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);

      const signedIn = await verify(token, NONCE);
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.nonce).toBe(NONCE);
      expect(signedIn.body.user).toMatchObject({
        email: 'somchai.link@example.org',
        type: 'sharer',
        name: 'สมาชิก',
      });
      const me = await h.req('GET', '/api/users/me', { token: signedIn.body.jwt });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(signedIn.body.user.id);

      // Used: refused; and the next link of the same address signs into the same member.
      expectError(await verify(token), 401);
      await ask('somchai.link@example.org');
      const again = await verify(await tokenFor('somchai.link@example.org'));
      expect(again.body.user.id).toBe(signedIn.body.user.id);
    });

    it('a link expires after 15 minutes', async () => {
      await ask('expiry@example.org');
      const token = await tokenFor('expiry@example.org');
      later(15);
      expectError(await verify(token), 401);
    });

    it('three links per address in 15 minutes; the fourth waits (429 with Retry-After)', async () => {
      for (let i = 0; i < 3; i++) expect((await ask('busy@example.org')).status).toBe(202);
      const refused = await ask('BUSY@example.org');
      expectError(refused, 429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect((await outbox()).filter((m) => m.to === 'busy@example.org')).toHaveLength(3);
      // Another address is not held back; the same one is once the window moved on.
      expect((await ask('calm@example.org')).status).toBe(202);
      later(15);
      expect((await ask('busy@example.org')).status).toBe(202);
    });

    it("a blocked member's address is sent nothing, and an earlier link of it is refused", async () => {
      await ask('blocked.member@example.org');
      const first = await verify(await tokenFor('blocked.member@example.org'));
      const uid = first.body.user.id;
      await ask('blocked.member@example.org');
      const earlier = await tokenFor('blocked.member@example.org');
      const staff = await h.login(STAFF);
      const block = await h.req('POST', `/api/staff/members/${uid}/block`, {
        token: staff,
        body: { data: { reason: 'สแปม' } },
      });
      expect(block.status, block.text).toBe(200);
      const before = (await outbox()).length;
      // The same answer as for anyone (no telling who is blocked), and no mail.
      const asked = await ask('blocked.member@example.org');
      expect(asked.status).toBe(202);
      expect((await outbox()).length).toBe(before);
      expectError(await verify(earlier), 403);
    });

    it('bad input: 400, never 500; an unknown token 401', async () => {
      for (const email of ['', 'not-an-address', 'a@', `${'x'.repeat(250)}@example.org`, 42])
        expectError(await h.req('POST', '/api/auth/email', { body: { email } }), 400);
      expectError(await h.req('POST', '/api/auth/email', { body: '{"email":' }), 400);
      expectError(await verify('short'), 400);
      expectError(await verify('has spaces in it and is long enough'), 400);
      expectError(await verify('A'.repeat(43), 'bad nonce!'), 400);
      expectError(await verify('A'.repeat(43)), 401);
    });

    it('the outbox page lists the mails with their links, for this machine only', async () => {
      await ask('outbox.page@example.org');
      const page = await h.req('GET', '/dev/outbox');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.text).toContain('data-to="outbox.page@example.org"');
      expect(page.text).toMatch(/<a href="https:\/\/site\.test\/login\/email#token=[\w-]+">/);
      const forwarded = await h.req('GET', '/dev/outbox', { headers: { 'x-forwarded-for': '198.51.100.7' } });
      expectError(forwarded, 403);
    });
  });

  describe(`e-mail sign-in per network (${backend.name})`, () => {
    const h = harness(backend, { RATE_LIMIT_SCALE: '1' });
    it('five requests a minute per network, whatever the addresses', async () => {
      const ask = (email: string, client: string) =>
        h.req('POST', '/api/auth/email', { body: { email }, headers: { 'x-test-client': client } });
      for (let i = 0; i < 5; i++) expect((await ask(`n${i}@example.org`, '192.0.2.10')).status).toBe(202);
      expectError(await ask('n5@example.org', '192.0.2.10'), 429);
      // Another network is not held back.
      expect((await ask('n6@example.org', '192.0.2.11')).status).toBe(202);
    });
  });
}

describe('e-mail sign-in: configuration', () => {
  it('off without SMTP and without the development sign-in: 501, and the site hides it', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-0123456789abcdef' });
    expect(config.mail).toBeNull();
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = createApp({ database, config, clientAddress: testClientAddress });
    const settings = (await (await app.request('/api/site-settings')).json()) as {
      data: { emailSignIn: boolean };
    };
    expect(settings.data.emailSignIn).toBe(false);
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/email', { email: 'a@example.org' })).status).toBe(501);
    expect((await post('/api/auth/email/verify', { token: 'A'.repeat(43) })).status).toBe(501);
    expect((await app.request('/dev/outbox')).status).toBe(404);
    await database.close();
  });

  it('refuses MAIL_FROM without SMTP_URL, a non-SMTP URL and a sender without an address', () => {
    const base = { DATA_DIR: 'memory://' };
    expect(() => loadConfig({ ...base, MAIL_FROM: 'a@example.org' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, SMTP_URL: 'https://mail.example.org', MAIL_FROM: 'a@example.org' }),
    ).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.org' })).toThrow(/MAIL_FROM/);
    expect(
      loadConfig({
        ...base,
        SMTP_URL: 'smtps://u:p@mail.example.org',
        MAIL_FROM: 'Lightbearers <no-reply@example.org>',
      }).mail,
    ).toEqual({
      transport: 'smtp',
      url: 'smtps://u:p@mail.example.org',
      from: 'Lightbearers <no-reply@example.org>',
    });
  });

  it('over SMTP: the mail reaches the server with the link, and there is no outbox', async () => {
    const smtp = await fakeSmtp();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      JWT_SECRET: 'test-secret-0123456789abcdef',
      PUBLIC_SITE_URL: 'https://site.test',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Lightbearers <no-reply@site.test>',
    });
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = createApp({ database, config, clientAddress: testClientAddress });
    const res = await app.request('/api/auth/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'smtp.member@example.org' }),
    });
    expect(res.status).toBe(202);
    expect(smtp.envelopes).toEqual([{ from: 'no-reply@site.test', to: ['smtp.member@example.org'] }]);
    expect(smtp.data[0]).toMatch(/https:\/\/site\.test\/login\/email#token=/);
    expect((await app.request('/dev/outbox')).status).toBe(404);
    await database.close();
    await new Promise((resolve) => smtp.server.close(resolve));
  });
});

/** A minimal SMTP server that accepts everything (no TLS, no authentication) and keeps the messages. */
async function fakeSmtp() {
  const envelopes: Array<{ from: string; to: string[] }> = [];
  const data: string[] = [];
  const server: Server = createServer((socket) => {
    let envelope = { from: '', to: [] as string[] };
    let inData = false;
    let message = '';
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            envelopes.push(envelope);
            data.push(readable(message));
            envelope = { from: '', to: [] };
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\r\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.smtp\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, envelopes, data, port: typeof address === 'object' && address ? address.port : 0 };
}

/** A MIME message's text as a reader sees it: base64 parts decoded, quoted-printable joined. */
function readable(raw: string): string {
  const base64Runs = raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r\n)+/gm) ?? [];
  const decoded = base64Runs.map((run) => Buffer.from(run.replace(/\r\n/g, ''), 'base64').toString('utf8'));
  return [raw.replace(/=\r\n/g, '').replace(/=3D/g, '='), ...decoded].join('\n');
}
