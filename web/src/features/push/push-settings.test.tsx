import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { i18nReady, renderInRouter, stubApi } from '@/test/render-in-router';
import { keyBytes } from './browser';
import { PushSettings } from './push-settings';

// A server key and a browser subscription of the right shapes (65-byte point, 16-byte secret).
const SERVER_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
};

interface FakeBrowser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: { endpoint: string; unsubscribe: Mock<() => Promise<boolean>> } | null;
  subscribe: Mock<(options?: PushSubscriptionOptionsInit) => Promise<unknown>>;
}

/** The push parts of a browser jsdom lacks: Notification, PushManager, the worker's registration. */
function fakePushBrowser(permission: NotificationPermission, answer = permission): FakeBrowser {
  const fake: FakeBrowser = {
    permission,
    answer,
    subscription: null,
    subscribe: vi.fn<(options?: PushSubscriptionOptionsInit) => Promise<unknown>>(),
  };
  const makeSubscription = () => ({
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: keyBytes(SERVER_KEY).buffer },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn<() => Promise<boolean>>(async () => {
      fake.subscription = null;
      return true;
    }),
  });
  fake.subscribe.mockImplementation(async () => {
    fake.subscription = makeSubscription();
    return fake.subscription;
  });
  const registration = {
    pushManager: {
      getSubscription: async () => fake.subscription,
      subscribe: fake.subscribe,
    },
  };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return fake.permission;
      },
      requestPermission: async () => {
        fake.permission = fake.answer;
        return fake.answer;
      },
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return fake;
}

beforeAll(async () => {
  await i18nReady();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push settings card', () => {
  it('asks permission only on the click, subscribes with the server key, then tests and turns off', async () => {
    const browser = fakePushBrowser('default', 'granted');
    const calls = stubApi({
      'GET /notifications/push/public-key': { body: { publicKey: SERVER_KEY } },
      'POST /notifications/push/subscriptions': { body: { count: 1 } },
      'POST /notifications/push/test': { status: 202, body: { devices: 1 } },
      'DELETE /notifications/push/subscriptions': { body: { count: 0 } },
    });
    renderInRouter(<PushSettings />);
    const turnOn = await screen.findByRole('button', { name: 'Turn on push notifications' });
    expect(browser.permission).toBe('default');
    await userEvent.click(turnOn);

    await screen.findByText('Push notifications are on for this device.');
    const options = browser.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(keyBytes(SERVER_KEY));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/notifications/push/subscriptions',
      body: SUBSCRIPTION_JSON,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect((await screen.findByRole('status')).textContent).toContain('closes after 5 seconds');

    const subscription = browser.subscription;
    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await screen.findByText('Push notifications are off for this device.');
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/notifications/push/subscriptions',
      body: { endpoint: SUBSCRIPTION_JSON.endpoint },
    });
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
  });

  it('explains how to unblock when the permission is denied, with nothing to press', async () => {
    fakePushBrowser('denied');
    stubApi({});
    renderInRouter(<PushSettings />);
    await screen.findByText('Notifications are blocked for Arrendo in this browser.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the prompt is closed without a choice, and subscribes nothing', async () => {
    const browser = fakePushBrowser('default', 'default');
    const calls = stubApi({});
    renderInRouter(<PushSettings />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on push notifications' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('without choosing');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('shows an existing subscription as on and saves it for the signed-in person', async () => {
    const browser = fakePushBrowser('granted');
    await browser.subscribe();
    browser.subscribe.mockClear();
    const calls = stubApi({ 'POST /notifications/push/subscriptions': { body: { count: 2 } } });
    renderInRouter(<PushSettings />);
    await screen.findByText('Push notifications are on for this device.');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.path).toBe('/notifications/push/subscriptions');
  });

  it('tells a browser without push support, in Spanish too', async () => {
    stubApi({});
    renderInRouter(<PushSettings />);
    await screen.findByText(/This browser can't receive push notifications/);
    await i18nReady('es');
    try {
      await screen.findByText(/Este navegador no puede recibir notificaciones push/);
    } finally {
      await i18nReady('en');
    }
  });
});
