import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { SettingsRouteQuery as Query } from '../../__generated__/SettingsRouteQuery.graphql.ts';
import { QueryBoundary } from '../../app/QueryBoundary.tsx';
import type { RouteQueryProps } from '../../app/RouteQuery.tsx';
import { ApiTokensTab } from './components/ApiTokensTab.tsx';
import { NotificationsTab } from './components/NotificationsTab.tsx';
import { ProfileTab } from './components/ProfileTab.tsx';
import { SecurityTab } from './components/SecurityTab.tsx';

const LOAD_STATUS_FAILED = 'Failed to load MFA status';
const TABS = [
  { id: 'security', label: 'Security' },
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'api', label: 'API' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const SettingsRouteQuery = graphql`
  query SettingsRouteQuery {
    viewer {
      ...SecurityTab_viewer
      ...ProfileTab_viewer
      ...NotificationsTab_viewer
      ...ApiTokensTab_viewer
    }
  }
`;

function SettingsContent({ tab, queryRef }: { tab: TabId; queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(SettingsRouteQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      {tab === 'security' && <SecurityTab viewer={data.viewer} />}
      {tab === 'profile' && <ProfileTab viewer={data.viewer} />}
      {tab === 'notifications' && <NotificationsTab viewer={data.viewer} />}
      {tab === 'api' && <ApiTokensTab viewer={data.viewer} />}
    </>
  );
}

/**
 * /settings: Security (two-factor and sessions), Profile, Notifications and API tabs.
 * The route starts the query; the tabs read their parts of the viewer from it.
 */
export function SettingsRoute({ queryRef, reload }: RouteQueryProps<Query>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : 'security';

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      {/* On a phone (390 px) the four tabs fit when they take only their labels' width; narrower still, they scroll, with arrows, rather than hide the last one. */}
      <Tabs
        value={tab}
        onChange={(_e, value: TabId) => setParams(value === 'security' ? {} : { tab: value })}
        aria-label="Settings sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`settings-tab-${t.id}`}
            aria-controls="settings-panel"
            sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.25, sm: 2 } }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`} sx={{ pt: 3 }}>
        <QueryBoundary loading="Loading settings" failure={LOAD_STATUS_FAILED} onRetry={reload}>
          {queryRef && <SettingsContent tab={tab} queryRef={queryRef} />}
        </QueryBoundary>
      </Box>
    </Container>
  );
}
