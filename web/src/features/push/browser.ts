import { PushSubscriptionInput } from '@arrendo/contracts/web';

/**
 * This browser's side of web push: whether it can, what the person allowed, and its
 * subscription at the push service, held by the service worker's registration (/sw.js).
 */

export type PushPermission = 'unsupported' | NotificationPermission;

export function pushPermission(): PushPermission {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** How long to wait for the service worker to become active before saying it failed. */
const READY_TIMEOUT_MS = 10_000;

/**
 * The worker's registration. main.tsx registers /sw.js after the page's `load`; a person quick
 * enough to click first gets it registered here (the same call, so the same registration).
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) {
    const { registerServiceWorker } = await import('@/features/pwa/register-service-worker');
    if (!(await registerServiceWorker())) throw new Error('service worker unavailable');
  }
  // pushManager.subscribe needs an active worker: `ready` resolves once there is one.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('service worker not active')), READY_TIMEOUT_MS),
    ),
  ]);
}

/** This browser's subscription, if it has one (no registration yet → none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** `applicationServerKey` takes the key's bytes, not its base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, publicKey: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === publicKey.length && bytes.every((b, i) => b === publicKey[i]);
}

/**
 * Subscribes this browser with the server's key; a subscription made under another key (the
 * operators rotated it) is replaced, since the push service would refuse our signature.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const key = keyBytes(publicKey);
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscriptionInput(subscription);
}

/** What the BFF stores of a subscription (`toJSON()`: endpoint and keys), checked. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  return PushSubscriptionInput.parse(subscription.toJSON());
}
