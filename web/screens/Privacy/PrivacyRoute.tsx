import { Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PRIVACY_POLICY_UPDATED_EVENT } from '../../app/consent.ts';

const PRIVACY_POLICY_DATE = '25 November 2026';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/** The privacy policy (loaded lazily). */
export function PrivacyRoute() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      <Typography variant="h3" component="h1" gutterBottom>
        Privacy Policy
      </Typography>
      <Typography color="text.secondary">Last updated {PRIVACY_POLICY_DATE}</Typography>
      <Section title="Who we are">
        <Typography sx={{ mb: 2 }}>
          CISSP Practice is an online tool for preparing for the CISSP certification exam. We are the controller of the personal data described here.
        </Typography>
      </Section>
      <Section title="What we collect">
        <Typography sx={{ mb: 2 }}>
          Account data: your name, e-mail address, and either a password (stored only as a salted, memory-hard hash) or the identifier of your Google account.
          If you turn on two-factor sign-in we store its secret and hashed backup codes.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Practice data: the questions you answer, whether you answered correctly, and when, so we can show your progress, streaks and badges. If you flag a
          question, we keep your reason and comment for our editors. Your answers also count, without your name, in each question&apos;s statistics (how many
          learners chose each option).
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Billing data: if you subscribe, our payment provider (Stripe) processes your card. We never see or store card numbers; we keep your subscription
          status and period.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Technical data: sign-in sessions (device and time), and error reports from which e-mail addresses, card numbers and phone numbers are removed before
          they leave your browser or our servers.
        </Typography>
      </Section>
      <Section title="Why we use it">
        <Typography sx={{ mb: 2 }}>
          To provide the service you asked for (contract), to keep accounts secure and prevent abuse (legitimate interest), and, only with your consent, to
          measure use of the product and for marketing.
        </Typography>
      </Section>
      <Section title="Cookies">
        <Typography sx={{ mb: 2 }}>
          Necessary and authentication cookies keep you signed in and protect forms against cross-site request forgery; they are always on. Functional,
          analytics and marketing cookies are used only if you allow them in the cookie dialog. If your browser sends Do Not Track, analytics and marketing stay
          off.
        </Typography>
        <Link component="button" onClick={() => window.dispatchEvent(new Event(PRIVACY_POLICY_UPDATED_EVENT))}>
          Change cookie preferences
        </Link>
      </Section>
      <Section title="Who we share it with">
        <Typography sx={{ mb: 2 }}>
          Service providers that process data for us: hosting, e-mail delivery, payment processing (Stripe), error reporting (Sentry) and, for premium
          explanations, the language-model provider, which receives the question text but never your identity. We do not sell personal data.
        </Typography>
      </Section>
      <Section title="How long we keep it">
        <Typography sx={{ mb: 2 }}>
          Account, practice and billing data for as long as your account exists. When you delete your account we delete all of it at once; the payment records
          tax law requires are kept by our payment provider (Stripe). Error reports are kept for 90 days.
        </Typography>
      </Section>
      <Section title="Your rights">
        <Typography sx={{ mb: 2 }}>
          You can download a copy of everything we hold about you, and delete your account with all its data, yourself in Settings (Profile tab). You may also
          ask for its correction, restrict or object to processing, and withdraw consent at any time. You may also complain to your data-protection authority.
          Contact us at privacy@cissp-practice.example.
        </Typography>
      </Section>
    </Container>
  );
}
