import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { RouteQuery } from '../../../app/RouteQuery.tsx';
import { SettingsRoute } from '../SettingsRoute.tsx';

const SettingsRouteQuery = () => import('../../../__generated__/SettingsRouteQuery.graphql.ts');

const token = (id: string, name: string, extra: object = {}) => ({
  __typename: 'ApiToken',
  id,
  name,
  scopes: ['READ_PROGRESS'],
  prefix: 'cpat_AbCdEf',
  createdAt: '2026-11-01T10:00:00Z',
  expiresAt: null,
  lastUsedAt: null,
  ...extra,
});

const viewer = (tokens: object[]) => ({
  id: 'VXNlcjox',
  name: 'Ada',
  email: 'ada@example.com',
  hasPassword: true,
  notifyWeeklyProgress: true,
  notifyProductUpdates: false,
  twoFactor: { enabled: false, remainingBackupCodes: 0 },
  sessions: { edges: [] },
  apiTokens: tokens,
});

async function resolve(environment: RelayMockEnvironment, name: string, data: object) {
  let operation;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    expect(operation).toBeDefined();
  });
  await act(async () => environment.mock.resolve(operation!, { data } as never));
  return operation!;
}

async function renderApiTab(tokens: object[]) {
  const view = renderWithProviders(
    <Suspense fallback="loading">
      <Routes>
        <Route path="/settings" element={<RouteQuery query={SettingsRouteQuery} screen={SettingsRoute} />} />
      </Routes>
    </Suspense>,
    { auth: signedIn, route: '/settings?tab=api' },
  );
  await resolve(view.environment, 'SettingsRouteQuery', { viewer: viewer(tokens) });
  await screen.findByRole('heading', { name: 'Access tokens' });
  return view;
}

describe('Settings > API', () => {
  it('lists tokens with their scopes, last use and expiry', async () => {
    await renderApiTab([
      token('QXBpVG9rZW46MQ==', 'Jupyter', { lastUsedAt: '2026-11-20T09:30:00Z', scopes: ['READ_PROGRESS', 'READ_ANSWERS'] }),
      token('QXBpVG9rZW46Mg==', 'Old BI', { expiresAt: '2026-01-01T00:00:00Z' }),
    ]);
    const list = screen.getByRole('list', { name: 'Access tokens' });
    const jupyter = within(list).getByRole('listitem', { name: 'Jupyter' });
    expect(jupyter).toHaveTextContent('read:progress');
    expect(jupyter).toHaveTextContent('read:answers');
    expect(jupyter).toHaveTextContent('last used');
    expect(within(list).getByRole('listitem', { name: 'Old BI' })).toHaveTextContent('Expired');
  });

  it('links to the API guide the app serves, not to a repository path', async () => {
    await renderApiTab([]);
    expect(screen.getByRole('link', { name: 'API guide' })).toHaveAttribute('href', '/docs/api');
    expect(screen.queryByText(/docs\/api\.md/)).not.toBeInTheDocument();
  });

  it('creates a token, shows its secret once and puts it at the top of the list', async () => {
    const user = userEvent.setup();
    const { environment } = await renderApiTab([token('QXBpVG9rZW46MQ==', 'Jupyter')]);
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Token name/), 'Power BI');
    await user.click(screen.getByRole('checkbox', { name: /read:answers/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const operation = await resolve(environment, 'useCreateApiTokenMutation', {
      createApiToken: {
        __typename: 'CreateApiTokenPayload',
        secret: 'cpat_secret-shown-once',
        viewer: {
          id: 'VXNlcjox',
          apiTokens: [token('QXBpVG9rZW46Mw==', 'Power BI', { scopes: ['READ_PROGRESS', 'READ_ANSWERS'] }), token('QXBpVG9rZW46MQ==', 'Jupyter')],
        },
      },
    });
    expect(operation.request.variables.input).toMatchObject({ name: 'Power BI', scopes: ['READ_PROGRESS', 'READ_ANSWERS'], expiresAt: expect.any(String) });
    // The whole token, in a field that wraps (a one-line input cut it off), and a Copy button that copies it.
    const field = screen.getByLabelText('Your new token');
    expect(field).toHaveValue('cpat_secret-shown-once');
    expect(field.tagName).toBe('TEXTAREA');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('cpat_secret-shown-once');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Access tokens' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Power BI', 'Jupyter']);
  });

  it('says why a token was not created', async () => {
    const user = userEvent.setup();
    const { environment } = await renderApiTab([]);
    await user.type(screen.getByLabelText(/Token name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await resolve(environment, 'useCreateApiTokenMutation', {
      createApiToken: { __typename: 'InputError', __isError: 'InputError', message: 'You have 20 tokens; revoke one first.' },
    });
    expect(await screen.findByText('You have 20 tokens; revoke one first.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your new token')).not.toBeInTheDocument();
  });

  it('revokes a token and drops it from the list', async () => {
    const user = userEvent.setup();
    const { environment } = await renderApiTab([token('QXBpVG9rZW46MQ==', 'Jupyter'), token('QXBpVG9rZW46Mg==', 'Script')]);
    await user.click(screen.getByRole('button', { name: 'Revoke Jupyter' }));
    const operation = await resolve(environment, 'useRevokeApiTokenMutation', {
      revokeApiToken: {
        __typename: 'RevokeApiTokenPayload',
        revokedApiTokenId: 'QXBpVG9rZW46MQ==',
        viewer: { id: 'VXNlcjox', apiTokens: [token('QXBpVG9rZW46Mg==', 'Script')] },
      },
    });
    expect(operation.request.variables.input).toEqual({ id: 'QXBpVG9rZW46MQ==' });
    expect(await screen.findByText('Revoked "Jupyter".')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Access tokens' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Script']);
  });
});
