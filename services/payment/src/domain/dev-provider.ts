import { isLoopbackUrl } from '@arrendo/kit';

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
