import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The message's header block, folded lines joined. */
  headers: string;
}

/** Decodes a quoted-printable body (nodemailer folds long lines that way). */
function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string): ReceivedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n\s+/g, ' ');
  const subject = headers.match(/^Subject: (.*)$/im)?.[1] ?? '';
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(headers);
  const body = rest.join('\n\n');
  return { to, subject, text: qp ? decodeQuotedPrintable(body) : body, headers };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) messages.push(parse(Buffer.concat(chunks).toString('utf8'), rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest message to an address, waiting briefly for it to arrive. */
    async lastTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter((m) => m.to === address).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in a mail, for a path such as /verify-email. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}
