/**
 * Sign-in by a one-time link sent by e-mail (ADR 041), `/api/auth/email`:
 * - `POST /` `{ email }` sends a link to `{PUBLIC_SITE_URL}/login/email#token=…` — the token in the
 *   fragment, so it never reaches a server log or a Referer. Rate-limited per network (the `email`
 *   bucket) and per address (`EMAIL_LINKS_PER_ADDRESS` in `EMAIL_LINK_MINUTES`, counted in the
 *   database). The answer is the same whether or not the address has an account; a blocked
 *   member's address is sent nothing.
 * - `POST /verify` `{ token, nonce? }` uses the link up (once, within its minutes) and signs in —
 *   creating the account on the address's first sign-in — answering `{ jwt, user, nonce? }` like
 *   every sign-in (the site's nonce given back, ADR 020). A blocked member is refused (403).
 * And the development outbox, `/dev/outbox`: the mails the service would have sent, for this
 * machine only (as the development sign-in).
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { authResult } from '../auth.js';
import { type AppEnv, type Ctx, dbOf, deps, jsonBody } from '../context.js';
import { ApiError } from '../errors.js';
import type { Mailer } from '../mail.js';
import { enforceRateLimit, rateLimit } from '../middleware/rate-limit.js';
import { EMAIL_LINK_MINUTES } from '../rules.js';
import {
  emailMember,
  issueLink,
  normaliseEmail,
  signUpOrIn,
  useLink,
  waitForNextLink,
} from '../services/email-sign-in.js';
import { devAllowed } from './auth.js';
import { bindSignedInMember } from './short-links.js';

const SIGN_IN_NONCE = /^[A-Za-z0-9_-]{16,128}$/;

function mailerOf(c: Ctx): Mailer {
  const { mailer } = deps(c);
  if (!mailer)
    throw new ApiError(501, 'E-mail sign-in is not configured on this server (set SMTP_URL and MAIL_FROM)');
  return mailer;
}

/** The mail: the link, how long it works, and what to do when it was not asked for. */
function signInMail(to: string, link: string) {
  const subject = 'ลิงก์เข้าสู่ระบบ Lightbearers';
  const lines = [
    'แตะลิงก์นี้เพื่อเข้าสู่ระบบ Lightbearers',
    link,
    `ลิงก์ใช้ได้ครั้งเดียว ภายใน ${EMAIL_LINK_MINUTES} นาที`,
    'หากคุณไม่ได้ขอลิงก์นี้ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย',
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: html`<p>${lines[0]}</p>
      <p><a href="${link}">เข้าสู่ระบบ</a></p>
      <p>${lines[2]}</p>
      <p>${lines[3]}</p>`.toString(),
  };
}

export const emailSignIn = new Hono<AppEnv>();

emailSignIn.post('/', rateLimit('email'), async (c) => {
  const mailer = mailerOf(c);
  const body = await jsonBody(c, z.object({ email: z.string().trim().max(254).email() }));
  const email = normaliseEmail(body.email);
  const db = dbOf(c);
  const now = deps(c).now();
  const wait = await waitForNextLink(db, email, now);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ApiError(429, `Too many sign-in links for this address; try again in ${wait} s`);
  }
  const member = await emailMember(db, email);
  if (!member?.blockedAt) {
    const token = await issueLink(db, email, now);
    const link = new URL('/login/email', deps(c).config.publicSiteUrl);
    link.hash = new URLSearchParams({ token }).toString();
    try {
      await mailer.send(signInMail(email, link.href));
    } catch (err) {
      console.error('[api] sign-in mail not sent:', (err as Error).message);
      throw new ApiError(502, 'The sign-in mail could not be sent; try again later');
    }
  }
  return c.json({ data: { email, minutes: EMAIL_LINK_MINUTES } }, 202);
});

emailSignIn.post('/verify', async (c) => {
  mailerOf(c);
  enforceRateLimit(c, 'auth');
  const body = await jsonBody(
    c,
    z.object({
      token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not a sign-in link token'),
      nonce: z.string().regex(SIGN_IN_NONCE).optional(),
    }),
  );
  const db = dbOf(c);
  const email = await useLink(db, body.token, deps(c).now());
  if (!email)
    throw new ApiError(401, 'This sign-in link is not valid: it was used, it expired, or it was never sent');
  const member = await signUpOrIn(db, email);
  const result = await authResult(deps(c).config.jwtSecret, member);
  bindSignedInMember(c, member.id);
  return c.json({ ...result, ...(body.nonce ? { nonce: body.nonce } : {}) });
});

/** `/dev/outbox`: the development outbox (404 unless the mails go there; this machine only). */
export const devOutbox = new Hono<AppEnv>();

function outboxOf(c: Ctx) {
  devAllowed(c);
  const { mailer } = deps(c);
  if (mailer?.transport !== 'outbox')
    throw new ApiError(404, 'No development outbox: mail goes out over SMTP');
  return mailer.outbox();
}

devOutbox.get('/json', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: outboxOf(c) });
});

devOutbox.get('/', (c) => {
  const mails = outboxOf(c);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'");
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html`<!doctype html>
    <html lang="th">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>กล่องจดหมายสำหรับพัฒนา — Lightbearers</title>
        <style>
          body { font-family: sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6; }
          article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-block: 1rem; }
          dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0 0 1rem; }
          pre { white-space: pre-wrap; overflow-wrap: anywhere; }
        </style>
      </head>
      <body>
        <h1>กล่องจดหมายสำหรับพัฒนา</h1>
        <p>จดหมายที่บริการจะส่ง (ไม่ได้ส่งออกจริง) ใหม่สุดก่อน</p>
        ${
          mails.length === 0
            ? html`<p data-testid="outbox-empty">ยังไม่มีจดหมาย</p>`
            : mails.map(
                (m) => html`<article data-testid="outbox-mail" data-to="${m.to}">
                  <dl>
                    <dt>ถึง</dt><dd>${m.to}</dd>
                    <dt>จาก</dt><dd>${m.from}</dd>
                    <dt>เรื่อง</dt><dd>${m.subject}</dd>
                    <dt>เวลา</dt><dd>${m.sentAt}</dd>
                  </dl>
                  <pre>${linkify(m.text)}</pre>
                </article>`,
              )
        }
      </body>
    </html>`);
});

/** The mail's text with its addresses as links (each part escaped by `html`). */
function linkify(text: string) {
  return text
    .split(/(https?:\/\/\S+)/)
    .map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}
