import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { NoticeBanner } from '../../NoticeBanner.tsx';
import { renderWithProviders, signedIn } from '../../../test/render.tsx';
import { DEMO_NOTICE, DemoNotice } from '../DemoNotice.tsx';

async function resolve(environment: RelayMockEnvironment, name: string, data: object) {
  let operation;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    expect(operation).toBeDefined();
  });
  await act(async () => environment.mock.resolve(operation!, { data } as never));
  return operation!;
}

const KEPT = 'Your progress is now kept in your own account. Check your email for a link to verify your address.';

function renderNotice(isDemo: boolean) {
  const view = renderWithProviders(
    <>
      <DemoNotice />
      <NoticeBanner />
    </>,
    // Whether the session is a demo comes with the viewer (the session's query) into the store.
    { auth: { status: 'signedIn', viewer: { ...signedIn.viewer, isDemo } } },
  );
  return { ...view, ready: Promise.resolve() };
}

describe('the demo notice', () => {
  it('tells a demo learner the account is temporary, and keeps it on "Keep my progress"', async () => {
    const user = userEvent.setup();
    const { environment, ready } = renderNotice(true);
    await ready;
    const notice = await screen.findByRole('region', { name: 'Temporary account' });
    expect(notice).toHaveTextContent(DEMO_NOTICE);
    await user.click(within(notice).getByRole('button', { name: 'Keep my progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep my progress' });
    await user.type(within(dialog).getByLabelText(/^Full Name/), 'Kept Learner');
    await user.type(within(dialog).getByLabelText(/^Email Address/), 'kept@example.com');
    await user.type(within(dialog).getByLabelText(/^Password\s*\*?$/), 'Brand-New-Pass-9');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my progress' }));
    const sent = await resolve(environment, 'KeepProgressDialogMutation', {
      keepDemoProgress: {
        __typename: 'KeepDemoProgressPayload',
        message: KEPT,
        viewer: {
          ...signedIn.viewer,
          isDemo: false,
          email: 'kept@example.com',
          name: 'Kept Learner',
          hasPassword: true,
          examDate: null,
          accountDeletion: { confirmWith: 'PASSWORD', twoFactorCode: false },
        },
      },
    });
    expect(sent.request.variables).toEqual({ input: { name: 'Kept Learner', email: 'kept@example.com', password: 'Brand-New-Pass-9' } });
    // The account is kept: the notice goes, and the learner is told what comes next.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Temporary account' })).toBeNull());
    expect(await screen.findByText(KEPT)).toBeInTheDocument();
  });

  it("shows the server's word on a field (an address already registered) and stays a demo", async () => {
    const user = userEvent.setup();
    const { environment, ready } = renderNotice(true);
    await ready;
    await user.click(await screen.findByRole('button', { name: 'Keep my progress' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Full Name/), 'Someone');
    await user.type(within(dialog).getByLabelText(/^Email Address/), 'taken@example.com');
    await user.type(within(dialog).getByLabelText(/^Password\s*\*?$/), 'Brand-New-Pass-9');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my progress' }));
    await resolve(environment, 'KeepProgressDialogMutation', {
      keepDemoProgress: {
        __typename: 'InputError',
        __isError: 'InputError',
        field: 'email',
        message: 'An account with this address exists already. Sign in to it, or use another address.',
      },
    });
    expect(within(dialog).getByLabelText(/^Email Address/)).toHaveAccessibleDescription(
      'An account with this address exists already. Sign in to it, or use another address.',
    );
    expect(screen.getByRole('region', { name: 'Temporary account', hidden: true })).toBeInTheDocument();
  });

  it('says nothing to a registered learner', async () => {
    const { ready } = renderNotice(false);
    await ready;
    expect(screen.queryByRole('region', { name: 'Temporary account' })).toBeNull();
    expect(screen.queryByText(DEMO_NOTICE)).toBeNull();
  });
});
