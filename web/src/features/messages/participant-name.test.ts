import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { participantName } from './participant-name';

const t = ((key: string) => `t:${key}`) as unknown as TFunction<'messages'>;

describe('participantName', () => {
  it('names a deleted account (an empty first name) as deleted, and keeps everyone else', () => {
    expect(participantName('', t)).toBe('t:deletedUser');
    expect(participantName('  ', t)).toBe('t:deletedUser');
    expect(participantName('Ana', t)).toBe('Ana');
  });
});
