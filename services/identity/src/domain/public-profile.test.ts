import { describe, expect, it } from 'vitest';
import { displayNameOf, lastInitialOf, toPublicHostProfile } from './public-profile.js';

describe('the public host profile', () => {
  it('shows the first name and the last initial only', () => {
    expect(displayNameOf('Camila', 'rojas')).toBe('Camila R.');
    expect(displayNameOf(' Ñuñoa ', ' Ávila')).toBe('Ñuñoa Á.');
    expect(displayNameOf('Cher', '')).toBe('Cher');
    expect(lastInitialOf('')).toBeNull();
    expect(lastInitialOf('𝒜bc')).toBe('𝒜');
  });

  it('never carries the email, phone or birthday', () => {
    const profile = toPublicHostProfile(
      {
        id: '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
        email: 'camila@example.com',
        status: 'active',
        roles: [],
        createdAt: new Date('2021-03-04T10:00:00Z'),
        sessionVersion: 0,
      },
      {
        userId: '0b7f0c36-8d0e-4a53-8f6b-8f8a0f1d2c3b',
        firstName: 'Camila',
        lastName: 'Rojas',
        fullName: 'Camila Rojas',
        birthday: '1990-01-01',
        phoneNumber: '+56 9 1234 5678',
        countryCode: 'CL',
        optOutPromotions: false,
        avatarUrl: null,
        about: 'Hola',
        locale: 'es',
        languages: ['es', 'en'],
      },
    );
    expect(Object.keys(profile).sort()).toEqual(
      [
        'about',
        'avatarUrl',
        'displayName',
        'firstName',
        'id',
        'languages',
        'lastInitial',
        'memberSince',
        'verified',
      ].sort(),
    );
    expect(JSON.stringify(profile)).not.toMatch(/example\.com|1234|1990|Rojas/);
    expect(profile.memberSince).toBe('2021-03-04T10:00:00.000Z');
    expect(profile.verified).toBe(true);
  });
});
