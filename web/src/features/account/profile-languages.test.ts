import { describe, expect, it } from 'vitest';
import type { Profile } from '@arrendo/contracts/web';
import { ProfileForm, languageOptions, profileFormDefaults, toUpdateProfileBody } from './forms';

const profile: Profile = {
  userId: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01',
  firstName: 'Ana',
  lastName: 'Rojas',
  fullName: 'Ana Rojas',
  birthday: null,
  phoneNumber: null,
  countryCode: 'CL',
  optOutPromotions: false,
  avatarUrl: null,
  about: null,
  locale: 'es',
  languages: ['es', 'ja'],
};

describe('languages on the profile form', () => {
  it('start from the profile and are saved as ticked', () => {
    const defaults = profileFormDefaults(profile);
    expect(defaults.languages).toEqual(['es', 'ja']);
    const parsed = ProfileForm.parse({ ...defaults, languages: ['es', 'en'] });
    expect(toUpdateProfileBody(parsed).languages).toEqual(['es', 'en']);
    expect(
      toUpdateProfileBody(ProfileForm.parse({ ...defaults, languages: false })).languages,
    ).toEqual([]);
  });

  it('offer the common languages plus any the profile already has', () => {
    expect(languageOptions(profile.languages)).toEqual(['es', 'en', 'pt', 'fr', 'de', 'it', 'ja']);
    expect(languageOptions(undefined)).toHaveLength(6);
  });
});
