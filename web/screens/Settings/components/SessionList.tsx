import { Alert, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SessionList_viewer$key } from '../../../__generated__/SessionList_viewer.graphql.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useRevokeSessionMutation } from '../mutations/useRevokeSessionMutation.ts';
import { useSignOutEverywhereElseMutation } from '../mutations/useSignOutEverywhereElseMutation.ts';

/** "Chrome on Linux" from a user-agent string; enough to recognise one's own devices. */
function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
}

const when = (value: unknown) => new Date(String(value)).toLocaleString();

/** The devices signed in now, with per-session sign out and 'sign out everywhere else'. */
export function SessionList({ viewer }: { viewer: SessionList_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SessionList_viewer on User {
        sessions(first: 50) {
          edges {
            node {
              id
              current
              userAgent
              ip
              createdAt
              lastUsedAt
              viaTwoFactor
            }
          }
        }
      }
    `,
    viewer,
  );
  const [revoke] = useRevokeSessionMutation();
  const [signOutOthers, isSigningOutOthers] = useSignOutEverywhereElseMutation();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const sessions = data.sessions.edges.map((edge) => edge.node);
  const others = sessions.filter((s) => !s.current).length;

  const everywhereElse = async () => {
    try {
      // The answer carries the sessions left, which replace the list in the store.
      const { signOutEverywhereElse } = await signOutOthers({});
      const n = signOutEverywhereElse.revokedCount;
      setMessage({ severity: 'success', text: `Signed out of ${n} other ${n === 1 ? 'session' : 'sessions'}.` });
    } catch {
      setMessage({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  const signOutOne = async (sessionId: string) => {
    try {
      const { revokeSession: result } = await revoke({ input: { sessionId } });
      setMessage(
        result.__typename === 'RevokeSessionPayload'
          ? { severity: 'success', text: result.message ?? '' }
          : { severity: 'error', text: result.message ?? UNEXPECTED_ERROR },
      );
    } catch {
      setMessage({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="sessions-title" variant="h6" component="h2">
            Signed-in sessions
          </Typography>
          {message && (
            <Alert severity={message.severity} onClose={() => setMessage(null)}>
              {message.text}
            </Alert>
          )}
          <List aria-labelledby="sessions-title" disablePadding>
            {sessions.map((session) => {
              const device = describeDevice(session.userAgent);
              return (
                <ListItem
                  key={session.id}
                  divider
                  disableGutters
                  aria-label={`${device}${session.current ? ' (this device)' : ''}`}
                  secondaryAction={
                    !session.current && (
                      <Button size="small" onClick={() => signOutOne(session.id)} aria-label={`Sign out ${device}, last active ${when(session.lastUsedAt)}`}>
                        Sign out
                      </Button>
                    )
                  }
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{device}</span>
                        {session.current && <Chip size="small" color="primary" label="This device" />}
                        {session.viaTwoFactor && <Chip size="small" variant="outlined" label="Two-factor" />}
                      </Stack>
                    }
                    secondary={`Last active ${when(session.lastUsedAt)} · signed in ${when(session.createdAt)}${session.ip ? ` · ${session.ip}` : ''}`}
                  />
                </ListItem>
              );
            })}
          </List>
          <div>
            <Button variant="outlined" onClick={everywhereElse} disabled={others === 0 || isSigningOutOthers}>
              Sign out everywhere else
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
