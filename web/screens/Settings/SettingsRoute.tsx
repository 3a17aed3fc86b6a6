import { Alert, Box, Button, Container, Tab, Tabs, Typography } from '@mui/material';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { SettingsRouteQuery } from '../../__generated__/SettingsRouteQuery.graphql.ts';
import { FullPageSpinner } from '../../app/RequireAuth.tsx';
import { NotificationsTab } from './components/NotificationsTab.tsx';
import { ProfileTab } from './components/ProfileTab.tsx';
import { SecurityTab } from './components/SecurityTab.tsx';

export const LOAD_STATUS_FAILED = 'Failed to load MFA status';
const TABS = [
  { id: 'security', label: 'Security' },
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The settings could not be loaded: say so, and offer to try again. */
class LoadFailed extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            Try Again
          </Button>
        }
      >
        {LOAD_STATUS_FAILED}
      </Alert>
    );
  }
}

function SettingsContent({ tab, fetchKey }: { tab: TabId; fetchKey: number }) {
  const data = useLazyLoadQuery<SettingsRouteQuery>(
    graphql`
      query SettingsRouteQuery {
        viewer {
          ...SecurityTab_viewer
          ...ProfileTab_viewer
          ...NotificationsTab_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  if (!data.viewer) return null;
  return (
    <>
      {tab === 'security' && <SecurityTab viewer={data.viewer} />}
      {tab === 'profile' && <ProfileTab viewer={data.viewer} />}
      {tab === 'notifications' && <NotificationsTab viewer={data.viewer} />}
    </>
  );
}

/** /settings: Security (two-factor and sessions), Profile and Notifications tabs (spec 2). */
export function SettingsRoute() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : 'security';
  const [fetchKey, setFetchKey] = useState(0);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Tabs value={tab} onChange={(_e, value: TabId) => setParams(value === 'security' ? {} : { tab: value })} aria-label="Settings sections">
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`settings-tab-${t.id}`} aria-controls="settings-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`} sx={{ pt: 3 }}>
        <LoadFailed onRetry={() => setFetchKey((k) => k + 1)}>
          <Suspense fallback={<FullPageSpinner label="Loading settings" />}>
            <SettingsContent tab={tab} fetchKey={fetchKey} />
          </Suspense>
        </LoadFailed>
      </Box>
    </Container>
  );
}
