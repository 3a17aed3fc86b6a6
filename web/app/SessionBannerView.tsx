import { Alert, AlertTitle, Snackbar } from '@mui/material';

/** The session banner's snackbar (SessionBanner decides when and what). */
export function SessionBannerView({
  open,
  title,
  severity,
  text,
  hideAfterMs,
  onClose,
}: {
  open: boolean;
  title: string;
  severity: 'warning' | 'error';
  text: string;
  hideAfterMs: number;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={hideAfterMs}
      onClose={(_event, why) => why !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        <AlertTitle>{title}</AlertTitle>
        {text}
      </Alert>
    </Snackbar>
  );
}
