import { Alert, Button } from '@mui/material';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DemoNoticeQuery as Query } from '../../__generated__/DemoNoticeQuery.graphql.ts';

const KeepProgressDialog = lazy(() => import('./KeepProgressDialog.tsx').then((m) => ({ default: m.KeepProgressDialog })));

export const DEMO_NOTICE = 'You are using a temporary demo account: it is deleted after a day unused.';

const DemoNoticeQuery = graphql`
  query DemoNoticeQuery {
    viewer {
      isDemo
    }
  }
`;

/**
 * The lasting notice of a demo session, under the top bar on every screen: what the account is,
 * and "Keep my progress", which makes it a registered account. Gone once the account is kept
 * (the mutation's payload turns isDemo false in the store).
 */
function Notice() {
  const data = useLazyLoadQuery<Query>(DemoNoticeQuery, {}, { fetchPolicy: 'store-or-network' });
  const [open, setOpen] = useState(false);
  if (!data.viewer?.isDemo) return null;
  return (
    <>
      <Alert
        component="aside"
        aria-label="Temporary account"
        role="region"
        severity="warning"
        square
        sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
            Keep my progress
          </Button>
        }
      >
        {DEMO_NOTICE}
      </Alert>
      {open && (
        <Suspense fallback={null}>
          <KeepProgressDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** A notice that fails to load is left out: it must never take a screen down with it. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function DemoNotice() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Notice />
      </Suspense>
    </Quiet>
  );
}
