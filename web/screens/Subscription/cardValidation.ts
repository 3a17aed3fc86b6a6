/**
 * The demo checkout's card form. Nothing typed here leaves the browser: the form only checks
 * that the card looks complete before the demo checkout runs.
 */
export const CARD_NUMBER_MESSAGE = 'Please enter a valid 16-digit card number';
export const EXPIRY_MESSAGE = 'Please enter a valid expiry date (MM/YY)';
export const CVC_MESSAGE = 'Please enter a valid CVC (3-4 digits)';

const digits = (value: string) => value.replace(/\D/g, '');

/** Digits only, at most 16, grouped in fours as printed on the card: "4242 4242 4242 4242". */
export const formatCardNumber = (value: string) =>
  digits(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Digits only, at most 4. */
export const formatCvc = (value: string) => digits(value).slice(0, 4);

/**
 * MM/YY: digits only, the slash inserted once the month is typed. When the learner is deleting
 * (the new value is shorter than the previous one) the slash is not put back.
 */
export function formatExpiry(value: string, previous = ''): string {
  const d = digits(value).slice(0, 4);
  if (d.length > 2) return `${d.slice(0, 2)}/${d.slice(2)}`;
  if (d.length === 2 && value.length >= previous.length) return `${d}/`;
  return d;
}

export interface CardErrors {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

export function validateCard(card: { cardNumber: string; expiry: string; cvc: string }): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{16}$/.test(digits(card.cardNumber))) errors.cardNumber = CARD_NUMBER_MESSAGE;
  const match = card.expiry.match(/^(\d{2})\/(\d{2})$/);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) errors.expiry = EXPIRY_MESSAGE;
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = CVC_MESSAGE;
  return errors;
}
