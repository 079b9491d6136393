import {
  dialCodeOf,
  type CountryCode,
  type Locale,
  type Me,
  type Profile,
  type Role,
  type UserStatus,
} from '@arrendo/contracts';

export interface UserRecord {
  id: string;
  email: string;
  status: UserStatus;
  roles: Role[];
  createdAt: Date;
  /** See the session-version migration: tokens minted at an older version are refused. */
  sessionVersion: number;
}

export interface ProfileRecord {
  userId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  birthday: string | null;
  phoneNumber: string | null;
  countryCode: CountryCode | null;
  optOutPromotions: boolean;
  avatarUrl: string | null;
  about: string | null;
  locale: Locale | null;
  /** Lower-case ISO 639-1 codes, best spoken first. */
  languages: string[];
}

export function fullNameOf(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** Spec §3 stores the phone as "dial code followed by number"; the forms send only the number. */
export function composePhone(
  countryCode: CountryCode | null,
  national: string | null,
): string | null {
  const digits = national?.trim() ?? '';
  if (!digits) return null;
  return countryCode ? `${dialCodeOf(countryCode)} ${digits}` : digits;
}

export function nationalPartOf(phone: string | null): string | null {
  if (!phone) return null;
  return phone.replace(/^\+\d+\s*/, '') || null;
}

export function isAdmin(user: Pick<UserRecord, 'roles' | 'status'>): boolean {
  return user.status === 'active' && user.roles.includes('admin');
}

export function toProfile(profile: ProfileRecord): Profile {
  return { ...profile };
}

export function toMe(user: UserRecord, profile: ProfileRecord): Me {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    profile: toProfile(profile),
  };
}

/** What is left of a deleted account: nothing that identifies the person. */
export function anonymisedProfile(
  userId: string,
): Omit<ProfileRecord, 'userId'> & { userId: string } {
  return {
    userId,
    firstName: '',
    lastName: '',
    fullName: 'Deleted user',
    birthday: null,
    phoneNumber: null,
    countryCode: null,
    optOutPromotions: true,
    avatarUrl: null,
    about: null,
    locale: null,
    languages: [],
  };
}

export function anonymisedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Distinct, in a stable order, so the stored array never depends on how the caller wrote it. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return [...new Set(roles)].sort();
}

/** Whether two role lists grant the same roles, whatever their order or repeats. */
export function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  const left = normaliseRoles(a);
  const right = normaliseRoles(b);
  return left.length === right.length && left.every((role, i) => role === right[i]);
}
