import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useState } from 'react';
import type { AnswerAward } from '../mutations/useSubmitAnswerMutation.ts';

/** What an award has worth celebrating, one line each; empty when it is only points. */
export function celebrations(award: AnswerAward): string[] {
  return [
    ...award.newBadges.map((badge) => `Badge unlocked: ${badge.name} (+100 points)`),
    ...(award.levelUp ? [`Level up! You reached level ${award.level}: ${award.title}`] : []),
    ...(award.dailyChallengeCompleted ? ['Daily challenge complete! +25 points'] : []),
  ];
}

/** A snackbar for a new badge, a new level or a completed daily challenge; it hides after 6 seconds. */
export function Celebration({ award, onClose }: { award: AnswerAward | null; onClose: () => void }) {
  const lines = award ? celebrations(award) : [];
  // While it closes (award gone, the snackbar still sliding out) it keeps saying what it said,
  // never an empty "Congratulations!".
  const [shown, setShown] = useState(lines);
  if (lines.length > 0 && lines.join('\n') !== shown.join('\n')) setShown(lines);
  return (
    <Snackbar
      open={lines.length > 0}
      autoHideDuration={6000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert icon={<EmojiEvents />} severity="success" variant="filled" onClose={onClose} role="status" aria-label="Celebration" sx={{ minWidth: 320 }}>
        <AlertTitle>Congratulations!</AlertTitle>
        {(lines.length > 0 ? lines : shown).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Alert>
    </Snackbar>
  );
}
