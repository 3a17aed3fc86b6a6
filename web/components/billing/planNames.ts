/** "Premium monthly" from the product and the price's interval. */
export function planName(productName: string | null | undefined, interval: string | null | undefined): string {
  return `${productName ?? 'Premium'} ${interval === 'year' ? 'yearly' : 'monthly'}`;
}

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: amount % 1 ? 2 : 0 }).format(amount);

/** Leaving the app for Stripe Checkout (an object, so tests can watch the call). */
export const browser = { assign: (url: string) => window.location.assign(url) };

/** Follows a checkout's address: the demo's stays in the app, Stripe's leaves it. */
export function followCheckout(url: string, navigate: (to: string) => void) {
  if (url.startsWith('/')) navigate(url);
  else browser.assign(url);
}

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A key for one checkout attempt: a retried request with it gets the same checkout back. */
export const checkoutKey = (priceId: string) => `${priceId}-${Date.now()}`;
