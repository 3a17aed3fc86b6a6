import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SecurityTab_viewer$key } from '../../../__generated__/SecurityTab_viewer.graphql.ts';
import { SessionList } from './SessionList.tsx';
import { TwoFactorEnabled } from './TwoFactorEnabled.tsx';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

const SETUP_PARAM = 'setup';

/** The Security tab: two-factor management and the signed-in sessions. */
export function SecurityTab({ viewer }: { viewer: SecurityTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SecurityTab_viewer on User {
        twoFactor {
          enabled
          remainingBackupCodes
        }
        ...SessionList_viewer
      }
    `,
    viewer,
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const settingUp = params.get(SETUP_PARAM) === 'two-factor';

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="two-factor-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="two-factor-title" variant="h6" component="h2">
              Two-factor authentication
            </Typography>
            {settingUp ? (
              <TwoFactorSetup />
            ) : data.twoFactor.enabled ? (
              <TwoFactorEnabled remainingBackupCodes={data.twoFactor.remainingBackupCodes} />
            ) : (
              <>
                <Typography color="text.secondary">
                  Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so a stolen password is not enough.
                </Typography>
                <div>
                  <Button variant="contained" onClick={() => navigate(`/settings?${SETUP_PARAM}=two-factor`)}>
                    Set Up 2FA
                  </Button>
                </div>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      <SessionList viewer={data} />
    </Stack>
  );
}
