import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type ConsentChoice, doNotTrack, PRIVACY_POLICY_UPDATED_EVENT, readConsent, saveConsent } from './consent.ts';

const CookieChoices = lazy(() => import('./CookieChoices.tsx').then((m) => ({ default: m.CookieChoices })));

/** The cookie-consent dialog every visitor sees until they choose (spec 1, 4). */
export function CookieConsent() {
  const [open, setOpen] = useState(() => readConsent() === null);
  const [customizing, setCustomizing] = useState(false);
  const dnt = doNotTrack();
  // Analytics and marketing stay off until the visitor turns them on.
  const [choice, setChoice] = useState<ConsentChoice>({ functional: true, analytics: false, marketing: false });

  useEffect(() => {
    const reshow = () => {
      setCustomizing(false);
      setOpen(true);
    };
    window.addEventListener(PRIVACY_POLICY_UPDATED_EVENT, reshow);
    return () => window.removeEventListener(PRIVACY_POLICY_UPDATED_EVENT, reshow);
  }, []);

  const decide = (value: ConsentChoice) => {
    saveConsent(value);
    setOpen(false);
  };
  const toggle = (key: keyof ConsentChoice) => (_: unknown, checked: boolean) => setChoice((c) => ({ ...c, [key]: checked }));

  return (
    <Dialog open={open} aria-labelledby="cookie-consent-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cookie-consent-title">Cookies and your privacy</DialogTitle>
      <DialogContent>
        <DialogContentText>
          We use cookies that are necessary to sign you in and keep your account safe. With your consent we also use
          cookies to remember your preferences, measure how the product is used, and improve our marketing. Read our{' '}
          <Link component={RouterLink} to="/privacy" onClick={() => setOpen(false)}>
            privacy policy
          </Link>
          .
        </DialogContentText>
        {dnt && (
          <DialogContentText sx={{ mt: 1 }}>
            Your browser asks not to be tracked, so analytics and marketing cookies stay off.
          </DialogContentText>
        )}
        {customizing && (
          // The switches are a chunk of their own: most visitors never open Customize.
          <Suspense fallback={null}>
            <CookieChoices choice={choice} dnt={dnt} toggle={toggle} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {customizing ? (
          <Button onClick={() => decide(choice)}>Save preferences</Button>
        ) : (
          <Button onClick={() => setCustomizing(true)}>Customize</Button>
        )}
        <Button onClick={() => decide({ functional: false, analytics: false, marketing: false })}>Reject non-essential</Button>
        <Button variant="contained" onClick={() => decide({ functional: true, analytics: true, marketing: true })}>
          Accept all
        </Button>
      </DialogActions>
    </Dialog>
  );
}
