import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, signedIn, signedOut } from '../../test/render.tsx';
import { SUBSCRIPTION_CHECK_MS, SubscriptionWatcher } from '../SubscriptionWatcher.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

const loads = (environment: Env) => environment.mock.getAllOperations().filter((op) => op.request.node.operation.name === 'SubscriptionWatcherQuery');

function answer(environment: Env, currentPeriodEnd: string | null) {
  const [op] = loads(environment);
  act(() => {
    environment.mock.resolve(op, {
      data: {
        viewer: {
          id: 'VXNlcjox',
          subscriptionStatus: currentPeriodEnd ? 'monthly' : 'free',
          subscription: currentPeriodEnd ? { id: 'U3ViOjE=', status: 'active', planId: 'price_monthly', currentPeriodEnd, cancelAtPeriodEnd: true } : null,
        },
      },
    });
  });
}

describe('the subscription watcher', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('loads the subscription for the signed-in user, then hourly', () => {
    const environment = createMockEnvironment();
    renderWithProviders(<SubscriptionWatcher />, { auth: signedIn, environment });
    expect(loads(environment)).toHaveLength(1);
    answer(environment, null);
    act(() => jest.advanceTimersByTime(SUBSCRIPTION_CHECK_MS - 1));
    expect(loads(environment)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(loads(environment)).toHaveLength(1);
    expect(SUBSCRIPTION_CHECK_MS).toBe(3_600_000);
  });

  it('reloads once the end date has passed', () => {
    const environment = createMockEnvironment();
    renderWithProviders(<SubscriptionWatcher />, { auth: signedIn, environment });
    answer(environment, '2026-11-23T12:10:00Z');
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(loads(environment)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(loads(environment)).toHaveLength(1);
  });

  it('loads nothing while signed out, and is silent when a load is refused (401)', () => {
    const environment = createMockEnvironment();
    const view = renderWithProviders(<SubscriptionWatcher />, { auth: signedOut, environment });
    expect(loads(environment)).toHaveLength(0);
    view.unmount();

    const other = createMockEnvironment();
    renderWithProviders(<SubscriptionWatcher />, { auth: signedIn, environment: other });
    expect(() => act(() => other.mock.reject(loads(other)[0], new Error('Please sign in.')))).not.toThrow();
    act(() => jest.advanceTimersByTime(SUBSCRIPTION_CHECK_MS));
    expect(loads(other)).toHaveLength(1);
  });
});
