import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { publicKeyQueryOptions, removeSubscription, saveSubscription, sendTestPush } from './api';
import {
  currentSubscription,
  pushPermission,
  subscribeBrowser,
  subscriptionInput,
  type PushPermission,
} from './browser';

/** What the card shows: the browser's permission, and for `granted` whether this device is on. */
export type PushDeviceState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'default' }
  | { kind: 'denied' }
  | { kind: 'granted'; subscribed: boolean };

export type PushProblem = 'subscribe' | 'unsubscribe' | 'test' | 'dismissed';

function stateFor(permission: PushPermission, subscribed: boolean): PushDeviceState {
  if (permission === 'granted') return { kind: 'granted', subscribed };
  return { kind: permission };
}

/**
 * This device's push state and the three things the settings card does with it. The
 * permission can change outside the page (the browser's site settings): it is read again when
 * the page comes back into view and when the Permissions API reports a change.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushDeviceState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem | null>(null);

  const refresh = useCallback(async () => {
    const permission = pushPermission();
    if (permission !== 'granted') {
      setState(stateFor(permission, false));
      return;
    }
    const subscription = await currentSubscription().catch(() => null);
    if (subscription) {
      // Saved again: a subscription left by someone who used this browser before, or one the
      // server dropped, becomes this person's (an upsert; nothing changes if it was theirs).
      const saved = await Promise.resolve()
        .then(() => saveSubscription(subscriptionInput(subscription)))
        .then(
          () => true,
          () => false,
        );
      setState({ kind: 'granted', subscribed: saved });
      return;
    }
    setState({ kind: 'granted', subscribed: false });
  }, []);

  useEffect(() => {
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    let status: PermissionStatus | undefined;
    const onChange = () => void refresh();
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      status?.removeEventListener('change', onChange);
    };
  }, [refresh]);

  const run = async (what: PushProblem, action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch {
      setProblem(what);
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run('subscribe', async () => {
      // Asked only on this click: a prompt nobody asked for is what people block.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(stateFor(permission, false));
        if (permission === 'default') setProblem('dismissed');
        return;
      }
      const { publicKey } = await queryClient.fetchQuery(publicKeyQueryOptions);
      await saveSubscription(await subscribeBrowser(publicKey));
      setState({ kind: 'granted', subscribed: true });
    });

  const turnOff = () =>
    run('unsubscribe', async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        // The server first: no push goes out to a device being turned off.
        await removeSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState({ kind: 'granted', subscribed: false });
    });

  const [testedOn, setTestedOn] = useState<number | null>(null);
  const sendTest = () =>
    run('test', async () => {
      setTestedOn(null);
      setTestedOn((await sendTestPush()).devices);
    });

  return { state, busy, problem, testedOn, turnOn, turnOff, sendTest };
}
