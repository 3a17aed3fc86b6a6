import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SubscriptionWatcherQuery } from '../__generated__/SubscriptionWatcherQuery.graphql.ts';
import { useAuth } from './AuthProvider.tsx';

/** How often the subscription is checked while the app is open. */
export const SUBSCRIPTION_CHECK_MS = 3_600_000;
// setTimeout holds at most 2^31-1 ms; a later period end is caught by the hourly check.
const MAX_TIMER_MS = 2 ** 31 - 1;

// The shell's viewer (AuthProvider's fragment: the paid status the app reads) and the period end
// this watcher times its next check by. The subscription screen reloads itself at the period end.
const query = graphql`
  query SubscriptionWatcherQuery {
    viewer {
      ...AuthProvider_viewer
      subscription {
        currentPeriodEnd
      }
    }
  }
`;

/**
 * Keeps the signed-in viewer's paid status in the Relay store current: loaded when the signed-in
 * user changes, checked hourly, and reloaded once the period end has passed (when a plan set to end
 * does end). A load refused for want of a session (401) is silent. Renders nothing.
 */
export function SubscriptionWatcher() {
  const environment = useRelayEnvironment();
  const { auth } = useAuth();
  const userId = auth.status === 'signedIn' ? auth.viewerId : null;
  // The period end last seen, and whose: another user's never sets this user's timer.
  const [seen, setSeen] = useState<{ userId: string; periodEnd: string | null } | null>(null);
  const periodEnd = seen && seen.userId === userId ? seen.periodEnd : null;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const load = () => {
      fetchQuery<SubscriptionWatcherQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => {
          if (live) setSeen({ userId, periodEnd: data.viewer?.subscription?.currentPeriodEnd ?? null });
        },
        // Signed out meanwhile, offline, or the server busy: the next check tries again.
        error: () => {},
      });
    };
    load();
    const hourly = setInterval(load, SUBSCRIPTION_CHECK_MS);
    return () => {
      live = false;
      clearInterval(hourly);
    };
  }, [environment, userId]);

  useEffect(() => {
    if (!userId || !periodEnd) return;
    const due = Date.parse(periodEnd) - Date.now();
    if (Number.isNaN(due) || due > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => {
        fetchQuery<SubscriptionWatcherQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
          next: (data) => setSeen({ userId, periodEnd: data.viewer?.subscription?.currentPeriodEnd ?? null }),
          error: () => {},
        });
      },
      Math.max(due, 0) + 1000,
    );
    return () => clearTimeout(timer);
  }, [environment, userId, periodEnd]);

  return null;
}
