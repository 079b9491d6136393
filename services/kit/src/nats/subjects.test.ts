import { describe, expect, it } from 'vitest';
import { eventSubjectsFor, streamNameFor, stripPrefix, subjectFor } from './subjects.js';

describe('subjects', () => {
  it('prefix subjects and strip them back', () => {
    expect(subjectFor('', 'rpc.listing.property.get')).toBe('rpc.listing.property.get');
    expect(subjectFor('t1a2.', 'rpc.listing.property.get')).toBe('t1a2.rpc.listing.property.get');
    expect(stripPrefix('t1a2.', 't1a2.evt.listing.property.published')).toBe(
      'evt.listing.property.published',
    );
  });

  it('name one stream per producing service', () => {
    expect(streamNameFor('', 'listing')).toBe('LISTING');
    expect(streamNameFor('t1a2.', 'listing')).toBe('T1A2_LISTING');
    expect(eventSubjectsFor('t1a2.', 'identity')).toBe('t1a2.evt.identity.>');
  });
});
