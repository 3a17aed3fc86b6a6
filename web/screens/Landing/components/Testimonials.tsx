import { Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';

const TESTIMONIALS = [
  {
    quote: 'The explanations for the wrong options were what I was missing. I finally understood how the exam wants a manager to think.',
    name: 'Priya S.',
    role: 'Security architect',
  },
  {
    quote: 'Seeing my accuracy per domain showed me I was weak in Security Assessment and Testing. Two weeks of focused practice fixed it.',
    name: 'Marcus T.',
    role: 'SOC lead',
  },
  {
    quote: 'Short daily sessions and a streak to protect kept me practising through a busy quarter.',
    name: 'Elena R.',
    role: 'GRC consultant',
  },
];

export function Testimonials() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: 8 }}>
      <Container maxWidth="lg">
        <Typography id="testimonials-title" variant="h4" component="h2" gutterBottom sx={{ textAlign: 'center' }}>
          What learners say
        </Typography>
        <Grid container spacing={3} sx={{ mt: 2 }}>
          {TESTIMONIALS.map((t) => (
            <Grid key={t.name} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
                <CardContent>
                  <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                    "{t.quote}"
                  </Typography>
                  <Typography component="figcaption" sx={{ mt: 2, fontWeight: 600 }}>
                    {t.name},{' '}
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                      {t.role}
                    </Box>
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
