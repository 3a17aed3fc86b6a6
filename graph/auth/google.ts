import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { InputError } from '../errors.ts';
import { completeFirstFactor, normaliseEmail, type SignInOutcome } from './accounts.ts';
import type { AuthServices, Device } from './device.ts';
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

export const GOOGLE_FLOW_SECONDS = FLOW_MINUTES * 60;

/**
 * Starts a Google sign-in: a state, a nonce and a PKCE verifier, signed into `flow` (the schema
 * layer keeps it in a short-lived HttpOnly cookie), and the authorization URL for the redirect flow.
 */
export async function startGoogleSignIn(services: Pick<AuthServices, 'config'>) {
  const google = services.config.google;
  if (!google) throw new UnavailableError(GOOGLE_NOT_CONFIGURED);
  const state = b64url(randomBytes(24));
  const nonce = b64url(randomBytes(24));
  const verifier = b64url(randomBytes(48));
  const flow = await new SignJWT({ state, nonce, verifier })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('google-flow')
    .setExpirationTime(`${FLOW_MINUTES}m`)
    .sign(services.config.jwtSecret);
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: `${services.config.appUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return { start: { state, nonce, authorizationUrl: url.toString(), clientId: google.clientId }, flow };
}

async function readFlow(services: Pick<AuthServices, 'config'>, flow: string | undefined): Promise<{ state: string; nonce: string; verifier: string }> {
  if (!flow) throw new NotAllowedError('Authentication failed');
  try {
    const { payload } = await jwtVerify(flow, services.config.jwtSecret, { audience: 'google-flow', algorithms: ['HS256'] });
    return payload as unknown as { state: string; nonce: string; verifier: string };
  } catch {
    throw new NotAllowedError('Authentication failed');
  }
}

/** Finds or creates the account for a verified Google identity. */
async function accountFor(services: Pick<AuthServices, 'prisma'>, identity: Awaited<ReturnType<typeof verifyIdToken>>) {
  const bySubject = await services.prisma.user.findUnique({ where: { googleSubject: identity.subject } });
  if (bySubject) return bySubject;
  const byEmail = await services.prisma.user.findUnique({ where: { email: identity.email } });
  if (byEmail) {
    // Linking on an address Google has not verified would let anyone claim the account.
    if (!identity.emailVerified) throw new NotAllowedError('An account with this email already exists. Sign in with your password.');
    return services.prisma.user.update({
      where: { id: byEmail.id },
      data: { googleSubject: identity.subject, emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(), picture: byEmail.picture ?? identity.picture },
    });
  }
  return services.prisma.user.create({
    data: {
      email: identity.email,
      name: identity.name,
      picture: identity.picture,
      googleSubject: identity.subject,
      emailVerifiedAt: identity.emailVerified ? new Date() : null,
    },
  });
}

export type GoogleIdentity = Awaited<ReturnType<typeof verifyIdToken>>;

/**
 * The identity Google vouches for: from a one-tap ID token, or the redirect flow's code with its
 * state, checked against the flow startGoogleSignIn signed. Once it is known the flow is spent
 * (the schema layer clears its cookie), whatever the sign-in then finds.
 */
export async function googleIdentity(
  services: Pick<AuthServices, 'config' | 'logger'>,
  signedFlow: string | undefined,
  input: { idToken?: string | null; code?: string | null; state?: string | null },
): Promise<GoogleIdentity> {
  const google = services.config.google;
  if (!google) throw new UnavailableError(GOOGLE_NOT_CONFIGURED);
  const flow = await readFlow(services, signedFlow);
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
        redirect_uri: `${services.config.appUrl}/auth/callback`,
        code_verifier: flow.verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const body = response?.ok ? ((await response.json().catch(() => null)) as { id_token?: string } | null) : null;
    if (!body?.id_token) throw new NotAllowedError('Authentication failed');
    idToken = body.id_token;
  }
  try {
    return await verifyIdToken(google, idToken, flow.nonce);
  } catch (error) {
    services.logger.warn({ err: error }, 'Google ID token refused');
    throw new NotAllowedError('Authentication failed');
  }
}

/** Signs in the account of a verified Google identity (made or linked as needed); two-factor still applies. */
export async function signInWithGoogle(services: AuthServices, device: Device, identity: GoogleIdentity): Promise<SignInOutcome> {
  return completeFirstFactor(services, device, await accountFor(services, identity));
}
