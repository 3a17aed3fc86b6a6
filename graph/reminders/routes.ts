/**
 * /unsubscribe?token=...: the link in every reminder. POST unsubscribes at once, without a
 * sign-in (RFC 8058: mail clients post "List-Unsubscribe=One-Click" there); GET, which link
 * checkers and mail scanners also fetch, only shows a page with the button that posts. Outside
 * /api/ and /graphql on purpose: the token is the credential, no cookie is involved.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../services.ts';
import { readUnsubscribeToken, type ReminderKind, SWITCH_OF } from './unsubscribe.ts';

const WHAT: Record<ReminderKind, string> = {
  weekly: 'weekly progress e-mails',
  daily: 'daily reminders',
  review: 'review-due reminders',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}` +
        `button{font:inherit;padding:.5rem 1rem;cursor:pointer}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    );
}

export async function unsubscribeRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  // Mail clients post a form; only this route reads one.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );
  const settings = `${services.config.appUrl}/settings?tab=notifications`;
  const invalid = (reply: FastifyReply) =>
    page(
      reply,
      400,
      'This link is not valid',
      `<p>The unsubscribe link is incomplete or was changed. You can switch e-mails off in <a href="${escape(settings)}">your settings</a>.</p>`,
    );

  app.get<{ Querystring: { token?: string } }>('/unsubscribe', async (request, reply) => {
    const target = readUnsubscribeToken(services.config.jwtSecret, request.query.token);
    if (!target) return invalid(reply);
    const action = `/unsubscribe?token=${encodeURIComponent(request.query.token!)}`;
    return page(
      reply,
      200,
      `Unsubscribe from ${WHAT[target.kind]}?`,
      `<form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>` +
        `<p>Or choose which e-mails you get in <a href="${escape(settings)}">your settings</a>.</p>`,
    );
  });

  app.post<{ Querystring: { token?: string } }>('/unsubscribe', async (request, reply) => {
    const target = readUnsubscribeToken(services.config.jwtSecret, request.query.token);
    if (!target) return invalid(reply);
    // A deleted account has nothing left to unsubscribe: the answer is the same.
    await services.prisma.user.updateMany({ where: { id: target.userId }, data: { [SWITCH_OF[target.kind]]: false } });
    request.log.info({ userId: target.userId, kind: target.kind }, 'unsubscribed');
    return page(
      reply,
      200,
      'You are unsubscribed',
      `<p>You will get no more ${WHAT[target.kind]}. You can switch them back on in <a href="${escape(settings)}">your settings</a>.</p>`,
    );
  });
}
