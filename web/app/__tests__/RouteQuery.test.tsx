import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link, Route, Routes } from 'react-router-dom';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { DashboardRouteQuery as Query } from '../../__generated__/DashboardRouteQuery.graphql.ts';
import DashboardRouteQueryNode from '../../__generated__/DashboardRouteQuery.graphql.ts';
import { renderWithProviders, signedIn } from '../../test/render.tsx';
import { DashboardRoute, LOAD_DASHBOARD_FAILED } from '../../screens/Dashboard/DashboardRoute.tsx';
import { SettingsRoute } from '../../screens/Settings/SettingsRoute.tsx';
import type { PracticeRouteQuery } from '../../__generated__/PracticeRouteQuery.graphql.ts';
import { practiceVariables } from '../../screens/Practice/filters.ts';
import { QueryBoundary } from '../QueryBoundary.tsx';
import { RouteQuery, type RouteQueryProps } from '../RouteQuery.tsx';

describe('a route with a query', () => {
  it("starts the query when the route is entered, before the screen's code has loaded or rendered", async () => {
    let arrive: (screen: { default: ComponentType<RouteQueryProps<Query>> }) => void = () => {};
    const chunk = new Promise<{ default: ComponentType<RouteQueryProps<Query>> }>((resolve) => (arrive = resolve));
    const rendered = jest.fn();
    const Screen = lazy(() => chunk);
    function Loaded({ queryRef }: RouteQueryProps<Query>) {
      rendered();
      const data = usePreloadedQuery<Query>(DashboardRouteQueryNode, queryRef!);
      return <p>{data.viewer ? 'loaded' : 'empty'}</p>;
    }

    const { environment } = renderWithProviders(<RouteQuery query={() => import('../../__generated__/DashboardRouteQuery.graphql.ts')} screen={Screen} />, {
      auth: signedIn,
    });
    // The screen's chunk is still on its way, and already the query is out.
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(rendered).not.toHaveBeenCalled();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('DashboardRouteQuery');
    act(() => environment.mock.resolve(operation, { data: { viewer: null, badges: [] } } as never));
    await act(async () => arrive({ default: Loaded }));
    expect(await screen.findByText('empty')).toBeInTheDocument();
    // The answer that came before the screen was used: no second request.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("never hands a screen the previous route's query when one routed screen replaces another", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(
      <>
        <Link to="/settings">Settings</Link>
        <Routes>
          <Route
            path="/dashboard"
            element={<RouteQuery query={() => import('../../__generated__/DashboardRouteQuery.graphql.ts')} screen={DashboardRoute} />}
          />
          <Route path="/settings" element={<RouteQuery query={() => import('../../__generated__/SettingsRouteQuery.graphql.ts')} screen={SettingsRoute} />} />
        </Routes>
      </>,
      { auth: signedIn, route: '/dashboard' },
    );
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)));
    await screen.findByRole('heading', { name: 'Dashboard' });
    // The same RouteQuery stays in place for the next route: it must wait for the settings query,
    // not read the settings screen out of the dashboard's (the Security tab had no two-factor then).
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toEqual(['SettingsRouteQuery']));
    expect(screen.queryByText('Failed to load MFA status')).not.toBeInTheDocument();
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { TwoFactorStatus: () => ({ enabled: false, remainingBackupCodes: 0 }) }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Set Up 2FA' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load MFA status')).not.toBeInTheDocument();
  });

  it("sends /practice's query, with its variables from the address, before the screen's chunk has loaded; new filters in the address load again", async () => {
    const user = userEvent.setup();
    const chunk = new Promise<{ default: ComponentType<RouteQueryProps<PracticeRouteQuery>> }>(() => {});
    const Screen = lazy(() => chunk);
    const names = () => environment.mock.getAllOperations().map((o) => [o.request.node.operation.name, o.request.variables]);
    const { environment } = renderWithProviders(
      <>
        <Link to="/practice?domain=ASSET_SECURITY&difficulty=hard&set=mistakes">Hard mistakes</Link>
        <RouteQuery query={() => import('../../__generated__/PracticeRouteQuery.graphql.ts')} variables={practiceVariables} screen={Screen} />
      </>,
      { auth: signedIn, route: '/practice?domain=SECURITY_OPERATIONS' },
    );
    // The screen's chunk never arrives here, and the query is out with the address's filters.
    await waitFor(() =>
      expect(names()).toEqual([
        ['PracticeRouteQuery', { domain: 'SECURITY_OPERATIONS', difficulty: null, challenge: false, review: false, set: 'NEW', type: null }],
      ]),
    );
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)));
    // Other filters in the address: the route loads the set again with them.
    await user.click(screen.getByRole('link', { name: 'Hard mistakes' }));
    await waitFor(() =>
      expect(names()).toEqual([
        ['PracticeRouteQuery', { domain: 'ASSET_SECURITY', difficulty: 'hard', challenge: false, review: false, set: 'MISTAKES', type: null }],
      ]),
    );
  });

  it('answers Try Again with a new load, never the failed answer again', async () => {
    const user = userEvent.setup();
    function Read({ queryRef }: { queryRef: NonNullable<RouteQueryProps<Query>['queryRef']> }) {
      const data = usePreloadedQuery<Query>(DashboardRouteQueryNode, queryRef);
      return <p>{data.viewer ? 'loaded' : 'empty'}</p>;
    }
    function Retryable({ queryRef, reload }: RouteQueryProps<Query>) {
      return (
        <QueryBoundary loading="Loading your progress" failure={LOAD_DASHBOARD_FAILED} onRetry={reload}>
          {queryRef && <Read queryRef={queryRef} />}
        </QueryBoundary>
      );
    }
    const { environment } = renderWithProviders(<RouteQuery query={() => import('../../__generated__/DashboardRouteQuery.graphql.ts')} screen={Retryable} />, {
      auth: signedIn,
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.rejectMostRecentOperation(new Error('network down')));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toEqual(['DashboardRouteQuery']));
    act(() => environment.mock.resolveMostRecentOperation({ data: { viewer: null, badges: [] } } as never));
    // The new answer shows, and the failure has gone (it stayed when the reset boundary re-read
    // the failed reference before the new one arrived).
    expect(await screen.findByText('empty')).toBeInTheDocument();
    expect(screen.queryByText(LOAD_DASHBOARD_FAILED)).not.toBeInTheDocument();
  });
});
