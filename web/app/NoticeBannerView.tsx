import { Alert, Snackbar } from '@mui/material';

/** The app-wide notice's snackbar (NoticeBanner decides when and what). */
export function NoticeBannerView({ open, text, hideAfterMs, onClose }: { open: boolean; text: string; hideAfterMs: number; onClose: () => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={hideAfterMs}
      onClose={(_event, why) => why !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" role="status" onClose={onClose} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
