import { Alert, Box, Card, CardContent, Container, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { LoginRouteQuery } from '../../__generated__/LoginRouteQuery.graphql.ts';
import { useAuth } from '../../app/AuthProvider.tsx';
import { FullPageSpinner } from '../../app/RequireAuth.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { RedirectAfterSignIn } from '../../components/auth/RedirectAfterSignIn.tsx';
import { DemoSignInButton } from './components/DemoSignInButton.tsx';
import { EmailSignInForm } from './components/EmailSignInForm.tsx';
import { GoogleSignIn } from './components/GoogleSignIn.tsx';

// The two-factor step: a chunk of its own (with MUI's TextField), loaded when a sign-in asks for it.
const TwoFactorLogin = lazy(() => import('../../components/auth/TwoFactorLogin.tsx').then((m) => ({ default: m.TwoFactorLogin })));

const OAUTH_DEPRECATED_MESSAGE = 'OAuth redirect is deprecated. Please use the Google sign-in button above instead.';

/** /login: the Google and Email tabs, the demo fallback, the two-factor step. */
export function LoginRoute({ queryRef }: RouteQueryProps<LoginRouteQuery>) {
  const { auth } = useAuth();
  const [challengeUserId, setChallengeUserId] = useState<string | null>(null);
  // An already signed-in visitor goes on at once, without waiting for the screen's data.
  if (auth.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (auth.status === 'signedIn') return <RedirectAfterSignIn />;
  if (challengeUserId) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <TwoFactorLogin userId={challengeUserId} onCancel={() => setChallengeUserId(null)} />
      </Suspense>
    );
  }
  // The sign-in methods (is Google configured, is the demo offered) load as the route is entered.
  if (!queryRef) return <FullPageSpinner />;
  return <SignInMethods queryRef={queryRef} onTwoFactorRequired={setChallengeUserId} />;
}

function SignInMethods({ queryRef, onTwoFactorRequired }: { queryRef: PreloadedQuery<LoginRouteQuery>; onTwoFactorRequired(userId: string): void }) {
  const data = usePreloadedQuery<LoginRouteQuery>(
    graphql`
      query LoginRouteQuery {
        googleSignIn {
          enabled
        }
        demoSignIn
        ...GoogleSignIn_query
      }
    `,
    queryRef,
  );
  const [tab, setTab] = useState<'google' | 'email'>(data.googleSignIn.enabled ? 'google' : 'email');
  const [params, setParams] = useSearchParams();
  // /auth/callback without a code sends the visitor here.
  const [notice] = useState(() => (params.get('error') === 'oauth_not_supported' ? OAUTH_DEPRECATED_MESSAGE : null));
  useEffect(() => {
    if (params.get('error') === 'oauth_not_supported') {
      params.delete('error');
      setParams(params, { replace: true });
    }
  }, [params, setParams]);

  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
              Sign in
            </Typography>
            {notice && <Alert severity="info">{notice}</Alert>}
            <Tabs value={tab} onChange={(_e, value) => setTab(value)} variant="fullWidth" aria-label="Sign-in method">
              <Tab value="google" label="Google" id="login-tab-google" aria-controls="login-panel-google" />
              <Tab value="email" label="Email" id="login-tab-email" aria-controls="login-panel-email" />
            </Tabs>
            <Box role="tabpanel" id="login-panel-google" aria-labelledby="login-tab-google" hidden={tab !== 'google'}>
              {tab === 'google' && <GoogleSignIn query={data} />}
            </Box>
            <Box role="tabpanel" id="login-panel-email" aria-labelledby="login-tab-email" hidden={tab !== 'email'}>
              {tab === 'email' && (
                <Stack spacing={2}>
                  <EmailSignInForm onTwoFactorRequired={onTwoFactorRequired} />
                  {data.demoSignIn && <DemoSignInButton />}
                </Stack>
              )}
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              Don&apos;t have an account?{' '}
              <Link component={RouterLink} to="/register">
                Sign up
              </Link>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
