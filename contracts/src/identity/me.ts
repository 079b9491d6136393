import { z } from 'zod';
import { IsoDate, IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { Role } from '../common/actor.js';
import { CountryCode } from '../domain/countries.js';

/**
 * The signed-in user as the API answers it, re-exported by `model.ts`. A module of its own because
 * every page of the web parses it on load (`/api/me`): a bundler places whole modules, and the
 * form schemas beside it in `model.ts` (passwords, names, avatar URLs…) serve only dialogs that
 * load later (issue 9, bundle budget).
 */

/** `suspended`: an admin closed the account for now (decision 0048); nobody can sign in to it. */
export const UserStatus = z.enum(['unverified', 'active', 'suspended', 'deleted']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Profile as the owner sees it. */
export const Profile = z.object({
  userId: Uuid,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  birthday: IsoDate.nullable(),
  phoneNumber: z.string().nullable(),
  countryCode: CountryCode.nullable(),
  optOutPromotions: z.boolean(),
  avatarUrl: z.string().nullable(),
  about: z.string().nullable(),
  locale: Locale.nullable(),
  /** ISO 639-1 codes, best spoken first; identity always sends it (optional for older fixtures). */
  languages: z.array(z.string()).optional(),
});
export type Profile = z.infer<typeof Profile>;

/** The signed-in user. */
export const Me = z.object({
  id: Uuid,
  email: z.string(),
  status: UserStatus,
  roles: z.array(Role),
  createdAt: IsoDateTime,
  profile: Profile,
});
export type Me = z.infer<typeof Me>;
