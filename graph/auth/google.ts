import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { InputError } from '../errors.ts';
import { completeFirstFactor, normaliseEmail, type SignInOutcome } from './accounts.ts';
import { GOOGLE_COOKIE } from './cookies.ts';
import { NotAllowedError, UnavailableError } from './errors.ts';

const GOOGLE_NOT_CONFIGURED = 'Google authentication is being set up. Please use the demo login for now.';
const FLOW_MINUTES = 10;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(url: string) {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

type GoogleConfig = NonNullable<Config['google']>;
const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** Verifies a Google ID token: signature against Google's keys, audience, issuer, expiry and nonce. */
async function verifyIdToken(google: GoogleConfig, idToken: string, nonce: string) {
  const issuers = google.issuer === 'https://accounts.google.com' ? ['https://accounts.google.com', 'accounts.google.com'] : [google.issuer];
  const { payload } = await jwtVerify(idToken, jwks(google.jwksUrl), { audience: google.clientId, issuer: issuers, algorithms: ['RS256'] });
  if (payload.nonce !== nonce) throw new Error('nonce mismatch');
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('missing subject or email');
  return {
    subject: payload.sub,
    email: normaliseEmail(payload.email),
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof payload.name === 'string' ? payload.name : payload.email.split('@')[0],
    picture: typeof payload.picture === 'string' ? payload.picture : null,
  };
}

/**
 * Starts a Google sign-in: a state, a nonce and a PKCE verifier, kept in a short-lived signed
 * HttpOnly cookie, and the authorization URL for the redirect flow.
 */
export async function startGoogleSignIn(ctx: Context) {
  const google = ctx.config.google;
  if (!google) throw new UnavailableError(GOOGLE_NOT_CONFIGURED);
  const state = b64url(randomBytes(24));
  const nonce = b64url(randomBytes(24));
  const verifier = b64url(randomBytes(48));
  const flow = await new SignJWT({ state, nonce, verifier })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('google-flow')
    .setExpirationTime(`${FLOW_MINUTES}m`)
    .sign(ctx.config.jwtSecret);
  ctx.setCookie(GOOGLE_COOKIE, flow, { httpOnly: true, sameSite: 'lax', secure: ctx.config.production, maxAge: FLOW_MINUTES * 60 });
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: `${ctx.config.appUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return { state, nonce, authorizationUrl: url.toString(), clientId: google.clientId };
}

async function readFlow(ctx: Context): Promise<{ state: string; nonce: string; verifier: string }> {
  const cookie = ctx.cookies[GOOGLE_COOKIE];
  if (!cookie) throw new NotAllowedError('Authentication failed');
  try {
    const { payload } = await jwtVerify(cookie, ctx.config.jwtSecret, { audience: 'google-flow', algorithms: ['HS256'] });
    return payload as unknown as { state: string; nonce: string; verifier: string };
  } catch {
    throw new NotAllowedError('Authentication failed');
  }
}

/** Finds or creates the account for a verified Google identity. */
async function accountFor(ctx: Context, identity: Awaited<ReturnType<typeof verifyIdToken>>) {
  const bySubject = await ctx.prisma.user.findUnique({ where: { googleSubject: identity.subject } });
  if (bySubject) return bySubject;
  const byEmail = await ctx.prisma.user.findUnique({ where: { email: identity.email } });
  if (byEmail) {
    // Linking on an address Google has not verified would let anyone claim the account.
    if (!identity.emailVerified) throw new NotAllowedError('An account with this email already exists. Sign in with your password.');
    return ctx.prisma.user.update({
      where: { id: byEmail.id },
      data: { googleSubject: identity.subject, emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(), picture: byEmail.picture ?? identity.picture },
    });
  }
  return ctx.prisma.user.create({
    data: {
      email: identity.email,
      name: identity.name,
      picture: identity.picture,
      googleSubject: identity.subject,
      emailVerifiedAt: identity.emailVerified ? new Date() : null,
    },
  });
}

/** One-tap (an ID token) or the redirect flow's code with its state; two-factor still applies. */
export async function signInWithGoogle(ctx: Context, input: { idToken?: string | null; code?: string | null; state?: string | null }): Promise<SignInOutcome> {
  const google = ctx.config.google;
  if (!google) throw new UnavailableError(GOOGLE_NOT_CONFIGURED);
  const flow = await readFlow(ctx);
  let idToken = input.idToken ?? null;
  if (!idToken) {
    if (!input.code) throw new InputError('OAuth callback requires authorization code', 'code');
    if (!input.state || input.state !== flow.state) throw new NotAllowedError('Invalid state parameter - possible CSRF attack');
    const response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        client_id: google.clientId,
        ...(google.clientSecret ? { client_secret: google.clientSecret } : {}),
        redirect_uri: `${ctx.config.appUrl}/auth/callback`,
        code_verifier: flow.verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const body = response?.ok ? ((await response.json().catch(() => null)) as { id_token?: string } | null) : null;
    if (!body?.id_token) throw new NotAllowedError('Authentication failed');
    idToken = body.id_token;
  }
  let identity;
  try {
    identity = await verifyIdToken(google, idToken, flow.nonce);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'Google ID token refused');
    throw new NotAllowedError('Authentication failed');
  }
  ctx.setCookie(GOOGLE_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: ctx.config.production, maxAge: 0 });
  return completeFirstFactor(ctx, await accountFor(ctx, identity));
}
