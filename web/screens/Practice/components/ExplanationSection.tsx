import LockIcon from '@mui/icons-material/Lock';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PremiumExplanation } from './PremiumExplanation.tsx';

interface Props {
  /** Paid learners get the AI tutor; free learners an upgrade prompt (no call made). */
  paid: boolean;
  /** Whether a language model is configured: without one there is no tutor to offer or sell. */
  aiTutor: boolean | null;
  questionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The AI tutor's button after an answer, on top of the bank's explanation every plan sees: the
 * tutor itself for paid learners, an upgrade prompt for free ones, nothing where no model is set up.
 */
export function ExplanationSection({ paid, aiTutor, questionId, open, onOpenChange }: Props) {
  if (!aiTutor) return null;
  if (paid) {
    return (
      <>
        <Button variant="outlined" onClick={() => onOpenChange(!open)} aria-expanded={open}>
          {open ? 'Hide the AI tutor' : 'Ask the AI tutor'}
        </Button>
        {open && <PremiumExplanation questionId={questionId} />}
      </>
    );
  }
  return (
    <>
      <Button variant="outlined" startIcon={<LockIcon aria-hidden />} onClick={() => onOpenChange(true)}>
        AI tutor
      </Button>
      <UpgradeDialog open={open} onClose={() => onOpenChange(false)} />
    </>
  );
}

function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="upgrade-dialog-title">
      <DialogTitle id="upgrade-dialog-title">The AI tutor</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Premium members get an AI tutor on top of the explanation you see after each answer: it explains why the option you chose was tempting and answers
          your follow-up questions.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button component={RouterLink} to="/subscription" variant="contained">
          See plans
        </Button>
      </DialogActions>
    </Dialog>
  );
}
