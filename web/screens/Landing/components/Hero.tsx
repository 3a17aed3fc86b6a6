import { Box, Container, Stack, Typography } from '@mui/material';
import { StartPracticingButton } from './StartPracticingButton.tsx';

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography id="hero-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.4rem' } }}>
            Master the CISSP Exam with Confidence
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92 }}>
            Interactive practice questions across all 8 domains, with LLM-powered explanations that tell you why the right answer is right and why every other
            option is wrong.
          </Typography>
          <StartPracticingButton color="secondary" />
        </Stack>
      </Container>
    </Box>
  );
}
