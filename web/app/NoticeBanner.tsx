import { lazy, Suspense, useEffect, useState } from 'react';

const NoticeBannerView = lazy(() => import('./NoticeBannerView.tsx').then((m) => ({ default: m.NoticeBannerView })));

/** Raised on window with a message for the learner that must outlive the screen that raised it. */
const NOTICE_EVENT = 'app-notice';
const NOTICE_HIDE_MS = 10_000;

/** Tells the learner something from a screen that is about to go away (an account deleted). */
export function announce(text: string): void {
  window.dispatchEvent(new CustomEvent<string>(NOTICE_EVENT, { detail: text }));
}

/** The app-wide notice: a snackbar with the latest announcement, read out by screen readers. */
export function NoticeBanner() {
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onNotice = (event: Event) => {
      const text = (event as CustomEvent<string>).detail;
      if (typeof text !== 'string' || !text) return;
      setNotice((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
      setOpen(true);
    };
    window.addEventListener(NOTICE_EVENT, onNotice);
    return () => window.removeEventListener(NOTICE_EVENT, onNotice);
  }, []);
  if (!notice) return null;
  // The snackbar's chunk (shared with the session banner) loads with the first notice.
  return (
    <Suspense fallback={null}>
      <NoticeBannerView key={notice.key} open={open} text={notice.text} hideAfterMs={NOTICE_HIDE_MS} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
