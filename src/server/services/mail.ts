import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox so a single-machine install still has a way to read its mail. The log says
 * where a message went, never what it says (it can hold a confirmation token).
 */
export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      send: async (message) => {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
        logger.info({ transport: 'smtp' }, 'e-mail sent');
      },
    };
  }
  const outbox = path.join(env.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ transport: 'outbox', file }, 'e-mail written to the outbox (set SMTP_URL to send real mail)');
    },
  };
}
