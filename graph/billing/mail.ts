import type { AppServices } from '../services.ts';

type Services = Pick<AppServices, 'mailer' | 'config' | 'logger'>;

const money = (unitAmount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(unitAmount / 100);

/** Mail must never undo a payment that went through: failures are logged, not thrown. */
async function send(services: Services, to: string, subject: string, text: string) {
  try {
    await services.mailer.send({ to, subject, text });
  } catch (error) {
    services.logger.error({ err: error, subject }, 'billing mail could not be sent');
  }
}

export function sendReceipt(
  services: Services,
  user: { email: string; name: string },
  payment: { unitAmount: number; currency: string; interval: string; periodEnd: Date; demo: boolean },
) {
  const plan = payment.interval === 'year' ? 'annual' : 'monthly';
  const lines = [
    `Hello ${user.name},`,
    '',
    `Thank you: your Premium ${plan} plan is active.`,
    payment.demo
      ? `This is a demo subscription: no payment was taken (the plan lists ${money(payment.unitAmount, payment.currency)} a ${payment.interval}).`
      : `We received your payment of ${money(payment.unitAmount, payment.currency)}.`,
    `Your current period runs until ${payment.periodEnd.toUTCString()}.`,
    '',
    `Manage or cancel your plan at any time: ${services.config.appUrl}/subscription`,
  ];
  return send(services, user.email, 'Your CISSP Practice Premium receipt', lines.join('\n'));
}

export function sendPaymentFailed(services: Services, user: { email: string; name: string }, amount: { unitAmount: number; currency: string } | null) {
  const lines = [
    `Hello ${user.name},`,
    '',
    amount
      ? `We could not take the renewal payment of ${money(amount.unitAmount, amount.currency)} for your Premium plan.`
      : 'We could not take the renewal payment for your Premium plan.',
    'We will try again over the next days; please check your card so that your access continues.',
    '',
    `Update your payment details or see your plan: ${services.config.appUrl}/subscription`,
  ];
  return send(services, user.email, 'Your CISSP Practice payment did not go through', lines.join('\n'));
}
