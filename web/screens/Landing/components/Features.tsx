import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import InsightsIcon from '@mui/icons-material/Insights';
import QuizIcon from '@mui/icons-material/Quiz';
import { Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';

const FEATURES = [
  {
    icon: QuizIcon,
    title: 'Comprehensive Question Bank',
    text: 'Hundreds of original, exam-realistic questions across all 8 CISSP domains. Filter by domain or difficulty and focus where you need it.',
  },
  {
    icon: AutoAwesomeIcon,
    title: 'LLM-Powered Explanations',
    text: "An AI tutor explains why the right answer is right and why each distractor is wrong, from the manager's point of view the exam expects.",
  },
  {
    icon: InsightsIcon,
    title: 'Track Your Progress',
    text: 'See your accuracy overall and per domain, keep a daily streak, earn points, levels and badges, and take on a daily challenge from your weaker domains.',
  },
];

export function Features() {
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ py: 8, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography id="features-title" variant="h4" component="h2" gutterBottom sx={{ textAlign: 'center' }}>
          Everything you need to pass
        </Typography>
        <Grid container spacing={3} sx={{ mt: 2 }}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" fontSize="large" aria-hidden />
                  <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
