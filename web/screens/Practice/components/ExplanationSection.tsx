import LockIcon from '@mui/icons-material/Lock';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PremiumExplanation } from './PremiumExplanation.tsx';

interface Props {
  /** Paid learners see explanations; free learners an upgrade prompt (spec 4, Practice). */
  paid: boolean;
  questionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The explanation button after an answer: the explanation itself, or the upgrade prompt (no call made). */
export function ExplanationSection({ paid, questionId, open, onOpenChange }: Props) {
  if (paid) {
    return (
      <>
        <Button variant="outlined" onClick={() => onOpenChange(!open)} aria-expanded={open}>
          {open ? 'Hide Explanation' : 'View Explanation'}
        </Button>
        {open && <PremiumExplanation questionId={questionId} />}
      </>
    );
  }
  return (
    <>
      <Button variant="outlined" startIcon={<LockIcon aria-hidden />} onClick={() => onOpenChange(true)}>
        Upgrade for Explanations
      </Button>
      <UpgradeDialog open={open} onClose={() => onOpenChange(false)} />
    </>
  );
}

export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="upgrade-dialog-title">
      <DialogTitle id="upgrade-dialog-title">Unlock explanations</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Premium members get an explanation of every answer: why the right option is right, why each other option is wrong, and the
          exam outline objective it tests.
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
