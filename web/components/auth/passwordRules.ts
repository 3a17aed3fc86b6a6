/**
 * The five password rules of the registration checklist, the same as the server's
 * PASSWORD_RULES in graph/auth/passwords.ts (a web test keeps the two lists equal). The server
 * also refuses common passwords and more than PASSWORD_MAX characters; it says so in its answer.
 */
const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const PASSWORD_RULES: { id: string; label: string; test: (p: string) => boolean }[] = [
  { id: 'length', label: 'At least 10 characters', test: (p) => p.length >= PASSWORD_MIN },
  { id: 'upper', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

export const TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters.`;
export const MISMATCH_MESSAGE = "Passwords don't match";

/** True when the password meets every rule the client can check. */
export function passwordMeetsRules(password: string): boolean {
  return password.length <= PASSWORD_MAX && PASSWORD_RULES.every((rule) => rule.test(password));
}
