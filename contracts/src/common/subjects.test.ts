import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.js';
import { defineEvent } from './events.js';
import { defineRpc, healthRpc } from './rpc.js';
import { deadLetterSubject, isPastTense, parseSubject, subjectProblem } from './subjects.js';

interface FoundSubject {
  kind: 'rpc' | 'evt';
  subject: string;
  where: string;
  definition: object;
}

/** Every RPC and event definition the package exports, directly or inside an `XxxRpc` object. */
function exportedSubjects(): FoundSubject[] {
  const found: FoundSubject[] = [];
  const visit = (value: unknown, where: string, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 2) return;
    if (value instanceof z.ZodType) return;
    const subject = (value as { subject?: unknown }).subject;
    if (typeof subject === 'string') {
      const kind = 'request' in value ? 'rpc' : 'evt';
      found.push({ kind, subject, where, definition: value });
      return;
    }
    for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`, depth + 1);
  };
  for (const [name, value] of Object.entries(contracts)) visit(value, name, 0);
  return found;
}

describe('subject naming rule', () => {
  it('holds for every subject the contracts export', () => {
    const subjects = exportedSubjects();
    // Guards the walk itself: if it found nothing, the test below would pass vacuously.
    expect(subjects.filter((s) => s.kind === 'rpc').length).toBeGreaterThan(20);
    expect(subjects.filter((s) => s.kind === 'evt').length).toBeGreaterThanOrEqual(4);
    const broken = subjects
      .map((s) => ({ ...s, problem: subjectProblem(s.kind, s.subject) }))
      .filter((s) => s.problem !== null);
    expect(broken).toEqual([]);
  });

  it('gives every subject exactly one definition', () => {
    const seen = new Map<string, FoundSubject>();
    const clashes: string[] = [];
    for (const found of exportedSubjects()) {
      const first = seen.get(found.subject);
      // A consumer's list re-exports the producer's definition: the same object is one definition.
      if (first && first.definition !== found.definition) {
        clashes.push(`${found.subject}: ${first.where} and ${found.where}`);
      }
      if (!first) seen.set(found.subject, found);
    }
    expect(clashes).toEqual([]);
  });

  it('accepts subjects that follow it', () => {
    expect(parseSubject('rpc', 'rpc.listing.property.get')).toEqual({
      kind: 'rpc',
      service: 'listing',
      entity: 'property',
      action: 'get',
      version: 1,
    });
    expect(parseSubject('rpc', 'rpc.payment.intent.create.v2').version).toBe(2);
    expect(subjectProblem('rpc', 'rpc.identity.auth.emailStatus')).toBeNull();
    expect(subjectProblem('evt', 'evt.booking.booking.confirmed')).toBeNull();
    expect(subjectProblem('evt', 'evt.booking.booking.held')).toBeNull();
    expect(subjectProblem('evt', 'evt.payment.payment.succeeded')).toBeNull();
    expect(subjectProblem('evt', 'evt.messaging.message.sent')).toBeNull();
    expect(subjectProblem('evt', 'evt.booking.calendar.changed.v2')).toBeNull();
  });

  it('names what is wrong with a subject that breaks it', () => {
    expect(subjectProblem('rpc', 'rpc.notification.unreadCount')).toMatch(/rpc.<service>/);
    expect(subjectProblem('rpc', 'rpc.listing.property.get.extra.more')).toMatch(/must look like/);
    expect(subjectProblem('rpc', 'evt.listing.property.get')).toMatch(/must look like/);
    expect(subjectProblem('rpc', 'rpc.Listing.property.get')).toMatch(/service "Listing"/);
    expect(subjectProblem('rpc', 'rpc.listing.property_x.get')).toMatch(/entity/);
    expect(subjectProblem('rpc', 'rpc.listing.property.Get')).toMatch(/operation/);
    expect(subjectProblem('rpc', 'rpc.listing.property.get.v1')).toMatch(/v2 up/);
    expect(subjectProblem('evt', 'evt.booking.booking.confirm')).toMatch(/past tense/);
    expect(subjectProblem('evt', 'evt.booking.booking')).toMatch(/must look like/);
  });

  it('recognises past tenses, including irregular and camelCase ones', () => {
    expect(
      ['created', 'paymentSucceeded', 'held', 'paid', 'sent', 'reset'].every(isPastTense),
    ).toBe(true);
    expect(['create', 'hold', 'pay', 'sendEmail', 'ed'].some(isPastTense)).toBe(false);
  });

  it('is enforced when a definition is made', () => {
    expect(() =>
      defineRpc('rpc.x.y' as `rpc.${string}.${string}.${string}`, z.object({}), z.object({})),
    ).toThrow(/naming rule/);
    expect(() => defineEvent('evt.listing.property.publish', 1, z.object({}))).toThrow(
      /past tense/,
    );
    expect(() => defineEvent('evt.listing.property.published', 0, z.object({}))).toThrow(/version/);
    expect(defineRpc('rpc.booking.booking.hold', z.object({}), z.object({})).service).toBe(
      'booking',
    );
    expect(healthRpc('listing').subject).toBe('rpc.listing.health.check');
  });

  it('builds dead-letter subjects from the consumer and the event subject', () => {
    expect(deadLetterSubject('notification', 'evt.identity.user.registered')).toBe(
      'dlq.notification.evt.identity.user.registered',
    );
    expect(() => deadLetterSubject('no.dots', 'evt.a.b.made')).toThrow();
  });
});
