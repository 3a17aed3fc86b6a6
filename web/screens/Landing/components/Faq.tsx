import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Container, Typography } from '@mui/material';

const FAQ = [
  {
    q: 'Are these real exam questions?',
    a: 'No. Every question is written for this product and reviewed against the current (2024) CISSP outline. Real exam questions are confidential, and anyone selling them is breaking the ISC2 code of ethics.',
  },
  {
    q: 'How are the questions spread across the domains?',
    a: 'Like the exam: by the official domain weights, from Security and Risk Management (16%) to Asset Security and Software Development Security (10% each), with easy, medium and hard questions in every domain.',
  },
  {
    q: 'What do the AI explanations add?',
    a: 'Every question comes with a reason for each option. Premium members can also ask an AI tutor to explain the question in depth, with references to the outline.',
  },
  {
    q: 'Can I cancel my subscription?',
    a: 'Yes, at any time from the Subscription page. You keep premium access until the end of the period you paid for.',
  },
  {
    q: 'How do you protect my account?',
    a: 'Passwords are stored with a memory-hard hash, sessions use short-lived tokens, and you can turn on two-factor sign-in with any authenticator app.',
  },
];

export function Faq() {
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: 8 }}>
      <Container maxWidth="md">
        <Typography id="faq-title" variant="h4" component="h2" gutterBottom sx={{ textAlign: 'center' }}>
          Frequently asked questions
        </Typography>
        {FAQ.map(({ q, a }) => (
          <Accordion key={q} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {q}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
