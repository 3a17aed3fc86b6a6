import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local stand-in for Google: a JWKS endpoint with our test key, and a token endpoint for the
 * code flow that checks the PKCE verifier against the challenge it was given.
 */
export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; idToken: string }>();
  const tokenRequests: URLSearchParams[] = [];
  const clientId = 'test-client.apps.googleusercontent.com';
  let issuer = '';

  const server: Server = createServer((req, res) => {
    if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (req.url === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        tokenRequests.push(params);
        const entry = codes.get(params.get('code') ?? '');
        const verifier = params.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!entry || entry.challenge !== challenge || params.get('client_id') !== clientId) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        codes.delete(params.get('code')!);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id_token: entry.idToken, access_token: 'x' }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  issuer = base;

  return {
    clientId,
    tokenRequests,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_JWKS_URL: `${base}/jwks`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_AUTH_URL: `${base}/auth`,
    },
    /** An ID token signed by the test key; override any claim (or the key) to forge one. */
    async idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; expiresIn?: string } = {}) {
      return new SignJWT({ email_verified: true, name: 'Grace Hopper', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer((claims.iss as string) ?? issuer)
        .setAudience((claims.aud as string) ?? clientId)
        .setSubject((claims.sub as string) ?? 'google-subject-1')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(options.key ?? privateKey);
    },
    /** Registers an authorization code as Google would after the user consents. */
    issueCode(code: string, challenge: string, idToken: string) {
      codes.set(code, { challenge, idToken });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
