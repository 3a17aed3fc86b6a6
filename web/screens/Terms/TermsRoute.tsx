import { Container, Typography } from '@mui/material';

const TERMS: [string, string][] = [
  [
    'The service',
    'CISSP Practice gives you practice questions, explanations and progress tracking to help you prepare for the CISSP exam. It does not guarantee that you will pass, and it is not affiliated with or endorsed by ISC2.',
  ],
  [
    'Your account',
    'Keep your sign-in details to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account. You must be old enough to agree to these terms where you live.',
  ],
  [
    'Fair use',
    'Use the service for your own study. Do not copy, scrape or resell the question bank or explanations, probe or disrupt the service, or share real exam content, which the ISC2 code of ethics forbids.',
  ],
  [
    'Subscriptions',
    'Premium plans renew automatically each month or year until cancelled. You can cancel at any time and keep premium access until the end of the paid period. Prices include the taxes shown at checkout.',
  ],
  [
    'Content',
    'The questions and explanations are written to be accurate for the current exam outline, but they are study aids, not professional advice. AI explanations can be wrong; where one seems wrong, tell us.',
  ],
  [
    'Ending',
    'You can delete your account at any time in Settings (Profile tab), which deletes its data and cancels a subscription at once. We may suspend accounts that break these terms, after telling you why where the law allows.',
  ],
  [
    'Liability',
    'To the extent the law allows, our liability is limited to the amount you paid us in the twelve months before a claim. Nothing here limits rights you have as a consumer.',
  ],
  [
    'Changes',
    'We will tell you about material changes to these terms before they take effect. The law of the place where we are established governs these terms.',
  ],
];

export function TermsRoute() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }} component="article">
      <Typography variant="h3" component="h1" gutterBottom>
        Terms of Service
      </Typography>
      <Typography color="text.secondary">Last updated 25 November 2026</Typography>
      {TERMS.map(([title, text]) => (
        <section key={title}>
          <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 2 }}>{text}</Typography>
        </section>
      ))}
    </Container>
  );
}
