/**
 * Scrubbing for error reports, shared by the server and the web app: personal data never
 * leaves in exception text (spec 8: e-mail addresses, card numbers, phone numbers).
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
// 13-19 digits, optionally grouped by spaces or dashes.
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g;
// International or national phone numbers: optional +country, 7+ digits with separators.
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{3,4}[\s.-]\d{3,4}(?:[\s.-]\d{2,4})?\b/g;

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(CARD, '[card]').replace(PHONE, '[phone]');
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

interface ScrubbableEvent {
  message?: string;
  user?: { id?: string | number; [key: string]: unknown };
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: { message?: string }[];
  request?: { cookies?: unknown; headers?: Record<string, string>; data?: unknown; query_string?: unknown };
}

/** Removes personal data from an outgoing event, keeping only the user's id. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
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
