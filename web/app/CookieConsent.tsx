import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type ConsentChoice, doNotTrack, PRIVACY_POLICY_UPDATED_EVENT, readConsent, saveConsent } from './consent.ts';

const CookieChoices = lazy(() => import('./CookieChoices.tsx').then((m) => ({ default: m.CookieChoices })));

/**
 * The cookie-consent dialog every visitor sees until they choose: a non-modal dialog
 * docked at the foot of the window. It takes the focus when it appears, as the modal did, but
 * needs no Modal, focus trap, portal, backdrop or transitions on every first page.
 */
export function CookieConsent() {
  const [open, setOpen] = useState(() => readConsent() === null);
  const [customizing, setCustomizing] = useState(false);
  const dnt = doNotTrack();
  // Analytics and marketing stay off until the visitor turns them on.
  const [choice, setChoice] = useState<ConsentChoice>({ functional: true, analytics: false, marketing: false });
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reshow = () => {
      setCustomizing(false);
      setOpen(true);
    };
    window.addEventListener(PRIVACY_POLICY_UPDATED_EVENT, reshow);
    return () => window.removeEventListener(PRIVACY_POLICY_UPDATED_EVENT, reshow);
  }, []);

  // Keyboard and screen-reader users meet the dialog first.
  useEffect(() => {
    if (open) dialog.current?.focus({ preventScroll: true });
  }, [open]);

  if (!open) return null;

  const decide = (value: ConsentChoice) => {
    saveConsent(value);
    setOpen(false);
  };
  const toggle = (key: keyof ConsentChoice) => (_: unknown, checked: boolean) => setChoice((c) => ({ ...c, [key]: checked }));

  return (
    <Paper
      ref={dialog}
      role="dialog"
      aria-labelledby="cookie-consent-title"
      tabIndex={-1}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: 'modal',
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        mx: 'auto',
        maxWidth: 600,
        maxHeight: 'calc(100vh - 16px)',
        overflowY: 'auto',
        // The dialog itself takes the focus only to be read out; its buttons show the ring.
        '&:focus-visible:focus-visible': { outline: 'none', boxShadow: 'none' },
      }}
    >
      <Typography id="cookie-consent-title" variant="h6" component="h2" sx={{ px: 3, pt: 2, pb: 1 }}>
        Cookies and your privacy
      </Typography>
      <Box sx={{ px: 3 }}>
        <Typography color="text.secondary">
          We use cookies that are necessary to sign you in and keep your account safe. With your consent we also use cookies to remember your preferences,
          measure how the product is used, and improve our marketing. Read our{' '}
          <Link component={RouterLink} to="/privacy" onClick={() => setOpen(false)}>
            privacy policy
          </Link>
          .
        </Typography>
        {dnt && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Your browser asks not to be tracked, so analytics and marketing cookies stay off.
          </Typography>
        )}
        {customizing && (
          // The switches are a chunk of their own: most visitors never open Customize.
          <Suspense fallback={null}>
            <CookieChoices choice={choice} dnt={dnt} toggle={toggle} />
          </Suspense>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, px: 3, pt: 1, pb: 2 }}>
        {customizing ? <Button onClick={() => decide(choice)}>Save preferences</Button> : <Button onClick={() => setCustomizing(true)}>Customize</Button>}
        <Button onClick={() => decide({ functional: false, analytics: false, marketing: false })}>Reject non-essential</Button>
        <Button variant="contained" onClick={() => decide({ functional: true, analytics: true, marketing: true })}>
          Accept all
        </Button>
      </Box>
    </Paper>
  );
}
