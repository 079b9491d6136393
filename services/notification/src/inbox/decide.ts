import type { NotificationType } from '@arrendo/contracts';
import { isEnabled, type StoredSwitches } from '../settings/defaults.js';

/** What one notification does, channel by channel, for one recipient's switches. */
export interface DeliveryDecision {
  inApp: boolean;
  /** Only when the type has an email and this occurrence brings one. */
  email: boolean;
  push: boolean;
}

export function decideDelivery(
  switches: StoredSwitches,
  type: NotificationType,
  hasEmailJob: boolean,
): DeliveryDecision {
  return {
    inApp: isEnabled(switches, type, 'in_app'),
    email: hasEmailJob && isEnabled(switches, type, 'email'),
    push: isEnabled(switches, type, 'push'),
  };
}
