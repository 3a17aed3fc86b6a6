import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useCancelSubscriptionMutation } from '../mutations/useCancelSubscriptionMutation.ts';
import { formatDate } from '../../../components/billing/planNames.ts';

const CANCEL_FAILED = 'Failed to cancel subscription';

/** Asks before cancelling, at the period's end (the default) or at once. */
export function CancelSubscriptionDialog({
  open,
  periodEnd,
  onClose,
  onCanceled,
}: {
  open: boolean;
  periodEnd: string;
  onClose: () => void;
  /** The notice to show, or null when the plan's own state says it (a plan ending at the period's end). */
  onCanceled: (message: string | null) => void;
}) {
  const [when, setWhen] = useState<'periodEnd' | 'now'>('periodEnd');
  const [error, setError] = useState<string | null>(null);
  const [cancel, busy] = useCancelSubscriptionMutation();

  const confirm = async () => {
    setError(null);
    try {
      const { cancelSubscription: result } = await cancel({ input: { immediately: when === 'now' } });
      if (result.__typename === 'CancelSubscriptionPayload') {
        onCanceled(when === 'now' ? 'Your subscription has been canceled.' : null);
      } else {
        setError(result.__typename === 'NoSubscriptionError' && 'message' in result && result.message ? result.message : CANCEL_FAILED);
      }
    } catch {
      setError(CANCEL_FAILED);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="cancel-dialog-title">
      <DialogTitle id="cancel-dialog-title">Cancel your subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>You can subscribe again at any time.</DialogContentText>
        <RadioGroup aria-label="When to cancel" value={when} onChange={(event) => setWhen(event.target.value as 'periodEnd' | 'now')}>
          <FormControlLabel value="periodEnd" control={<Radio />} label={`At the end of the period (keep premium until ${formatDate(periodEnd)})`} />
          <FormControlLabel value="now" control={<Radio />} label="Now (premium ends at once)" />
        </RadioGroup>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep my plan
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          Confirm cancellation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
