import { z } from 'zod';
import { GivenPassword, NewPassword, ProfileChanges } from '../identity/model.js';
import { PromotionalConsentChange } from '../identity/consent.js';

/** `/api/profile` and `/api/account`: the signed-in user's own data. */

export const UpdateProfileBody = ProfileChanges;
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .object({ currentPassword: GivenPassword, newPassword: NewPassword })
  .strict();
export const ChangePasswordResponse = z.object({ changed: z.literal(true) });

export const DeleteAccountBody = z.object({ password: GivenPassword }).strict();

/** `PUT /api/me/promotional-consent`; `GET` and `PUT` answer a `PromotionalConsent`. */
export const PromotionalConsentBody = PromotionalConsentChange;
export type PromotionalConsentBody = z.input<typeof PromotionalConsentBody>;
