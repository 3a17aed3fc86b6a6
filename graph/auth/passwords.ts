import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/** scrypt at OWASP's recommended cost: N = 2^17, r = 8, p = 1 (128 MiB per hash). */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keylen: 32 };
const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/** "P@ssw0rd2024!" -> "password": what a guesser would try first. */
function baseWord(password: string): string {
  return (
    password
      .toLowerCase()
      // Digits and symbols around the word are decoration; inside it they stand for letters.
      .replace(/^[^a-z]+/, '')
      .replace(/[^a-z]+$/, '')
      .replace(/[@4]/g, 'a')
      .replace(/3/g, 'e')
      .replace(/[1!|]/g, 'i')
      .replace(/0/g, 'o')
      .replace(/[$5]/g, 's')
      .replace(/7/g, 't')
      .replace(/[^a-z]/g, '')
  );
}

/** The five rules the registration checklist shows, in order. */
export const PASSWORD_RULES: { id: string; label: string; test: (p: string) => boolean }[] = [
  { id: 'length', label: 'At least 10 characters', test: (p) => p.length >= PASSWORD_MIN },
  { id: 'upper', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

/** Why a new password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(password));
  if (failed.length) return `Password needs: ${failed.map((r) => r.label.toLowerCase()).join(', ')}.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || COMMON.has(baseWord(password)) || COMMON.has(lower.replace(/[^a-z]/g, ''))) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  return null;
}

/** A scrypt hash at cost N (a power of two); the string carries its parameters. */
async function scryptHash(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const { r, p, keylen } = SCRYPT;
  const hash = await scrypt(password, salt, keylen, { N, r, p, maxmem: 256 * N * r });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Password hashing as a service (AppServices.passwords), so that the paths that must spend the same
 * time, such as registering a taken address and a new one, can be shown to hash in both, and so
 * that tests can hash cheaply: every hash and check of the server goes through it.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password against a stored hash at the hash's own cost; a missing hash costs a new hash. */
  verify(password: string, stored: string | null): Promise<boolean>;
}

/** The hasher at cost N; a stored hash keeps the parameters it was made with. */
export function createScryptHasher(N: number = SCRYPT.N): PasswordHasher {
  const hasher: PasswordHasher = {
    hash: (password) => scryptHash(password, N),
    async verify(password, stored) {
      if (!stored) {
        // Spend the same time as a real check, so a missing account does not answer faster.
        await hasher.hash(password);
        return false;
      }
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt') return false;
      const expected = Buffer.from(hash, 'base64');
      const cost = Number(n);
      const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
        N: cost,
        r: Number(r),
        p: Number(p),
        maxmem: 256 * cost * Number(r),
      });
      return timingSafeEqual(actual, expected);
    },
  };
  return hasher;
}

export const scryptHasher: PasswordHasher = createScryptHasher();
