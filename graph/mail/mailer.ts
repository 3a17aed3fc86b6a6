import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL; without it, writes each message to DATA_DIR/outbox/*.eml and logs
 * the links it holds, so a local install can follow verification and reset links.
 */
// Loaded with the first message, not at start-up.
const nodemailer = async () => (await import('nodemailer')).default;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  if (config.smtpUrl) {
    let transport: ReturnType<Awaited<ReturnType<typeof nodemailer>>['createTransport']> | undefined;
    return {
      send: async (mail) => {
        transport ??= (await nodemailer()).createTransport(config.smtpUrl);
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  let transport: ReturnType<Awaited<ReturnType<typeof nodemailer>>['createTransport']> | undefined;
  return {
    send: async (mail) => {
      transport ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox');
    },
  };
}
