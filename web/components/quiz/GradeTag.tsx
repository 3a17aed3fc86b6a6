import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';

/**
 * Right and wrong after grading, said in words with an icon and not by colour alone (WCAG 1.4.1):
 * "Correct answer" on the key, "Your answer" on the learner's wrong choice.
 */
export function GradeTag({ correct, chosen }: { correct: boolean; chosen: boolean }) {
  if (!correct && !chosen) return null;
  const Icon = correct ? CheckCircle : Cancel;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        ml: 1,
        fontWeight: 700,
        color: correct ? 'success.dark' : 'error.dark',
        verticalAlign: 'middle',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {correct ? (chosen ? 'Correct answer (your answer)' : 'Correct answer') : 'Your answer'}
    </Box>
  );
}
