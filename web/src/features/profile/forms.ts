import { z } from 'zod';
import { isOldEnough } from './age';

// The contracts' English messages; forms show them through the catalogue (translateMessage).
const TOO_YOUNG = 'You must be at least 18 years old';

/** Sign-up asks for the birth date (spec §3) and checks the 18-year floor before the server. */
export const RequiredBirthDate = z
  .string()
  .min(1, 'Please enter your birth date')
  .refine((v) => isOldEnough(v), TOO_YOUNG);

/** The profile may leave it empty (the date input gives ''), but a date given must be 18+. */
export const OptionalBirthDate = z.string().refine((v) => v === '' || isOldEnough(v), TOO_YOUNG);
