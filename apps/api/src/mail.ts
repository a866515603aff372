/**
 * Mail the service sends: sign-in links (ADR 041). Over SMTP through nodemailer (a well-kept SMTP
 * client: TLS, authentication, pooling, MIME and header encoding we would otherwise write), or, in
 * development, into an outbox kept in memory that the service's `/dev/outbox` page lists — the
 * same message, built by nodemailer, sent nowhere.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from './config.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** A mail as the outbox keeps it. */
export type OutboxMail = Mail & { id: number; from: string; sentAt: string };

export interface Mailer {
  /** `smtp`: handed to the SMTP server; `outbox`: kept for the development outbox. */
  readonly transport: MailConfig['transport'];
  send(mail: Mail): Promise<void>;
  /** The outbox, newest first (empty over SMTP). */
  outbox(): readonly OutboxMail[];
}

/** Mails the outbox keeps (the oldest go first). */
const OUTBOX_LIMIT = 50;

export function createMailer(config: MailConfig): Mailer {
  if (config.transport === 'smtp') {
    const smtp = nodemailer.createTransport(config.url);
    return {
      transport: 'smtp',
      async send(mail) {
        await smtp.sendMail({ from: config.from, ...mail });
      },
      outbox: () => [],
    };
  }
  // nodemailer's JSON transport builds the message as SMTP would (addresses, encodings) and sends
  // nothing: what the outbox lists is what would have gone out.
  const json = nodemailer.createTransport({ jsonTransport: true });
  const kept: OutboxMail[] = [];
  let next = 1;
  return {
    transport: 'outbox',
    async send(mail) {
      await json.sendMail({ from: config.from, ...mail });
      kept.unshift({ ...mail, id: next++, from: config.from, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, OUTBOX_LIMIT);
    },
    outbox: () => kept,
  };
}
