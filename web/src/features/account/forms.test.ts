import { describe, expect, it } from 'vitest';
import { AVATAR_URL_MESSAGES, TEXT_MESSAGES } from '@arrendo/contracts/web';
import { ProfileForm, toUpdateProfileBody } from './forms';

const valid = {
  firstName: 'Ana',
  lastName: 'Rojas',
  birthday: '',
  countryCode: 'CL',
  phoneNumber: '',
  about: '',
  avatarUrl: '',
};

function messageFor(field: string, values: Record<string, string>): string | undefined {
  const result = ProfileForm.safeParse({ ...valid, ...values });
  return result.success
    ? undefined
    : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('profile form', () => {
  it('checks the photo address as the server does, with its message', () => {
    expect(messageFor('avatarUrl', { avatarUrl: 'javascript:alert(1)' })).toBe(
      AVATAR_URL_MESSAGES.scheme,
    );
    expect(messageFor('avatarUrl', { avatarUrl: 'http://example.com/a.png' })).toBe(
      AVATAR_URL_MESSAGES.scheme,
    );
    expect(messageFor('avatarUrl', { avatarUrl: 'not a url' })).toBe(AVATAR_URL_MESSAGES.invalid);
    expect(messageFor('avatarUrl', { avatarUrl: 'https://example.com/a.png' })).toBeUndefined();
    expect(messageFor('avatarUrl', { avatarUrl: '' })).toBeUndefined();
  });

  it('keeps line breaks in "about" and refuses control characters', () => {
    const parsed = ProfileForm.parse({ ...valid, about: 'hola\r\nchao' });
    expect(toUpdateProfileBody(parsed).about).toBe('hola\nchao');
    expect(messageFor('about', { about: 'hola\u0000' })).toBe(TEXT_MESSAGES.multiLineControl);
    expect(messageFor('firstName', { firstName: 'A\tna' })).toBe(TEXT_MESSAGES.singleLineControl);
  });
});
