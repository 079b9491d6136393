import { describe, expect, it } from 'vitest';
import {
  AboutText,
  AVATAR_URL_MESSAGES,
  AvatarUrl,
  FirstName,
  NewPassword,
  PASSWORD_CHARACTERS_MESSAGE,
  ProfileChanges,
  UserListFields,
} from './model.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('AvatarUrl', () => {
  it.each([
    'https://images.example.com/a.png',
    'https://cdn.example.cl/u/1/avatar.webp?v=2',
    '/media/avatars/6f1c2f3e.webp',
    '/media/a.png',
  ])('accepts %s', (value) => {
    expect(AvatarUrl.parse(value)).toBe(value);
  });

  it.each([
    ['javascript:alert(1)', AVATAR_URL_MESSAGES.scheme],
    ['JavaScript:alert(1)', AVATAR_URL_MESSAGES.scheme],
    ['data:image/svg+xml,<svg onload=alert(1)>', AVATAR_URL_MESSAGES.invalid],
    ['data:image/png;base64,AAAA', AVATAR_URL_MESSAGES.scheme],
    ['http://images.example.com/a.png', AVATAR_URL_MESSAGES.scheme],
    ['file:///etc/passwd', AVATAR_URL_MESSAGES.scheme],
    ['ftp://example.com/a.png', AVATAR_URL_MESSAGES.scheme],
    ['https://user:secret@example.com/a.png', AVATAR_URL_MESSAGES.invalid],
    ['https://exa\nmple.com/a.png', AVATAR_URL_MESSAGES.invalid],
    ['https://example.com/a\u0000.png', AVATAR_URL_MESSAGES.invalid],
    ['//evil.example/a.png', AVATAR_URL_MESSAGES.invalid],
    ['/media/../secrets', AVATAR_URL_MESSAGES.invalid],
    ['/media//a.png', AVATAR_URL_MESSAGES.invalid],
    ['/media/a\\b.png', AVATAR_URL_MESSAGES.invalid],
    ['/api/me', AVATAR_URL_MESSAGES.invalid],
    ['not a url', AVATAR_URL_MESSAGES.invalid],
  ])('refuses %s', (value, message) => {
    expect(firstMessage(AvatarUrl.safeParse(value))).toBe(message);
  });

  it('is what a profile change accepts, with the field named', () => {
    const result = ProfileChanges.safeParse({ avatarUrl: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['avatarUrl']);
    expect(ProfileChanges.parse({ avatarUrl: null })).toEqual({ avatarUrl: null });
  });
});

describe('identity text fields', () => {
  it('keep the spec messages and refuse NUL bytes', () => {
    expect(firstMessage(FirstName.safeParse(' '))).toBe('Please enter your first name');
    expect(FirstName.safeParse('Ana\u0000').success).toBe(false);
    expect(AboutText.safeParse('hola\u0000').success).toBe(false);
    expect(AboutText.parse(' línea 1\r\nlínea 2 ')).toBe('línea 1\nlínea 2');
    expect(UserListFields.q.safeParse('\u0000').success).toBe(false);
    expect(UserListFields.cursor.safeParse('abc$').success).toBe(false);
  });

  it('refuses control characters in a new password but keeps its spaces', () => {
    expect(firstMessage(NewPassword.safeParse('abc\u0000defgh'))).toBe(PASSWORD_CHARACTERS_MESSAGE);
    expect(NewPassword.parse('  spaced out  ')).toBe('  spaced out  ');
  });
});
