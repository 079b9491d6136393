import type { PublicHostProfile } from '@arrendo/contracts';
import type { ProfileRecord, UserRecord } from './user.js';

/** The last name's first letter, upper-cased; a whole grapheme-ish code point, not half of one. */
export function lastInitialOf(lastName: string): string | null {
  const first = [...lastName.trim()][0];
  return first ? first.toLocaleUpperCase('es-CL') : null;
}

/** "Camila R.": how other people see a user's name (the spec never shows a host's last name). */
export function displayNameOf(firstName: string, lastName: string): string {
  const initial = lastInitialOf(lastName);
  return [firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

export function toPublicHostProfile(user: UserRecord, profile: ProfileRecord): PublicHostProfile {
  return {
    id: user.id,
    firstName: profile.firstName.trim(),
    lastInitial: lastInitialOf(profile.lastName),
    displayName: displayNameOf(profile.firstName, profile.lastName),
    avatarUrl: profile.avatarUrl,
    about: profile.about,
    languages: profile.languages,
    memberSince: user.createdAt.toISOString(),
    verified: user.status === 'active',
  };
}
