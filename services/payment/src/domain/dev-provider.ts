/**
 * Whether the dev provider (no money moves; its notices are signed with a secret whose default
 * is printed in the README) may serve payments and be believed. `auto` turns it on only where
 * nobody but this machine can reach the product: a public URL on a loopback host, outside
 * production. Any other deployment says `PAYMENT_DEV_PROVIDER=on` out loud (a demo) or gets
 * real providers only.
 */
export type DevProviderSetting = 'auto' | 'on' | 'off';

export interface DevProviderDecision {
  on: boolean;
  /** Why, for the start-up log and the operators: names the variable that decided. */
  reason: string;
}

/**
 * `localhost`, 127.0.0.0/8 or ::1. The WHATWG URL parser has already normalised the host
 * (lower case, `0x7f.1` and `2130706433` to dotted quads, `[0:0::1]` to `[::1]`), so comparing
 * its canonical form is enough; anything else, `*.localhost` and IPv4-mapped addresses
 * included, is not this machine.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return octets !== null && octets[1] === '127';
}

export function decideDevProvider(input: {
  setting: DevProviderSetting;
  publicUrl: string;
  nodeEnv: string;
}): DevProviderDecision {
  const { setting, publicUrl, nodeEnv } = input;
  if (setting === 'on') return { on: true, reason: 'PAYMENT_DEV_PROVIDER=on' };
  if (setting === 'off') return { on: false, reason: 'PAYMENT_DEV_PROVIDER=off' };
  if (nodeEnv === 'production') {
    return { on: false, reason: 'PAYMENT_DEV_PROVIDER=auto and NODE_ENV=production' };
  }
  return isLoopbackUrl(publicUrl)
    ? { on: true, reason: `PAYMENT_DEV_PROVIDER=auto and PUBLIC_URL ${publicUrl} is this machine` }
    : {
        on: false,
        reason: `PAYMENT_DEV_PROVIDER=auto and PUBLIC_URL ${publicUrl} is not this machine`,
      };
}
