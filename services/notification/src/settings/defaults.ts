import {
  NotificationChannel,
  NotificationType,
  hasEmail,
  type NotificationSetting,
} from '@arrendo/contracts';

/** A user's stored switches: only the ones they changed, by `type:channel`. */
export type StoredSwitches = ReadonlyMap<string, boolean>;

export const switchKey = (type: NotificationType, channel: NotificationChannel) =>
  `${type}:${channel}`;

/**
 * Everything is on until the user turns it off; a type with no email has no email switch (it is
 * never on). Security emails are no type at all: nothing here can stop them.
 */
export function isEnabled(
  switches: StoredSwitches,
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  if (channel === 'email' && !hasEmail(type)) return false;
  return switches.get(switchKey(type, channel)) ?? true;
}

/** Every switch of one user, in the contract's order, defaults filled in. */
export function allSettings(switches: StoredSwitches): NotificationSetting[] {
  return NotificationType.options.flatMap((type) =>
    NotificationChannel.options
      .filter((channel) => channel !== 'email' || hasEmail(type))
      .map((channel) => ({ type, channel, enabled: isEnabled(switches, type, channel) })),
  );
}
