/**
 * Scrubbing for error reports, shared by the server and the web app: personal data never
 * leaves in exception text (e-mail addresses, card numbers, phone numbers).
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
// 13-19 digits, optionally grouped by spaces or dashes.
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g;
// A run of digits with phone-like separators; kept as a phone number when it holds 7-15 digits.
const PHONE_CANDIDATE = /(?:\+|\(\d)?[\d(][\d\s().-]{5,}\d/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function scrubPhones(text: string): string {
  return text.replace(PHONE_CANDIDATE, (match) => {
    const digits = match.replace(/\D/g, '').length;
    const separated = /[\s().-]/.test(match) || match.startsWith('+');
    return digits >= 7 && digits <= 15 && separated && !ISO_DATE.test(match.trim()) ? '[phone]' : match;
  });
}

export function scrubText(text: string): string {
  return scrubPhones(text.replace(EMAIL, '[email]').replace(CARD, '[card]'));
}

/** Network failures the user's connection causes; reporting them is noise. */
export const IGNORED_ERRORS = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'Network request failed',
  'The network connection was lost.',
  'ECONNRESET',
  'AbortError',
];

interface ScrubbableFrame {
  context_line?: string;
  pre_context?: string[];
  post_context?: string[];
  vars?: Record<string, unknown>;
}

interface ScrubbableEvent {
  message?: string;
  user?: { id?: string | number; [key: string]: unknown };
  exception?: { values?: { value?: string; stacktrace?: { frames?: ScrubbableFrame[] } }[] };
  breadcrumbs?: { message?: string }[];
  request?: { cookies?: unknown; headers?: Record<string, string>; data?: unknown; query_string?: unknown };
}

/** Removes personal data from an outgoing event, keeping only the user's id. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    // Source lines around each frame and local variables can hold the same data as the message.
    for (const frame of value.stacktrace?.frames ?? []) {
      if (frame.context_line) frame.context_line = scrubText(frame.context_line);
      if (frame.pre_context) frame.pre_context = frame.pre_context.map(scrubText);
      if (frame.post_context) frame.post_context = frame.post_context.map(scrubText);
      delete frame.vars;
    }
  }
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message);
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.query_string;
    if (event.request.headers) {
      delete event.request.headers.authorization;
      delete event.request.headers.cookie;
    }
  }
  return event;
}
