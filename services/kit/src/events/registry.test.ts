import { describe, expect, it } from 'vitest';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { z } from 'zod';
import { defineEvent } from '@arrendo/contracts';
import { createLogger } from '../logger.js';
import { EventBus, eventSteps } from './bus.js';
import { subscribeEvents, type EventHandlers } from './registry.js';

const Consumed = {
  userRegistered: defineEvent('evt.identity.user.registered', 1, z.object({ id: z.string() })),
  userDeleted: defineEvent('evt.identity.user.deleted', 1, z.object({ id: z.string() })),
  propertyPublished: defineEvent('evt.listing.property.published', 1, z.object({})),
} as const;

function bus() {
  // Never touched: subscriptions are recorded before `start()`.
  return new EventBus<unknown>({
    db: {} as never,
    js: {} as JetStreamClient,
    jsm: {} as JetStreamManager,
    prefix: 't1.',
    consumer: 'mailer',
    logger: createLogger({ name: 'test', level: 'silent' }),
    maxDeliver: 5,
  });
}

describe('subscribeEvents', () => {
  it('subscribes exactly the declared events', () => {
    const events = bus();
    subscribeEvents({ name: 'mailer', events }, Consumed, {
      userRegistered: async () => {},
      userDeleted: async () => {},
      propertyPublished: async () => {},
    });
    expect(events.subjects.sort()).toEqual([
      'evt.identity.user.deleted',
      'evt.identity.user.registered',
      'evt.listing.property.published',
    ]);
  });

  it('takes three steps where a plain handler goes, and refuses steps without a write', () => {
    const events = bus();
    subscribeEvents({ name: 'mailer', events }, Consumed, {
      userRegistered: eventSteps<typeof Consumed.userRegistered, unknown, string>({
        before: async (event) => event.data.id,
        write: async () => {},
      }),
      userDeleted: async () => {},
      propertyPublished: async () => {},
    });
    expect(events.subjects).toContain('evt.identity.user.registered');

    const withoutWrite = {
      userRegistered: { before: async () => 1 },
      userDeleted: async () => {},
      propertyPublished: async () => {},
    } as unknown as EventHandlers<typeof Consumed, unknown>;
    expect(() =>
      subscribeEvents({ name: 'mailer', events: bus() }, Consumed, withoutWrite),
    ).toThrow(/no handler for userRegistered/);
  });

  it('refuses to start with a missing or undeclared handler, naming them', () => {
    const handlers = {
      userRegistered: async () => {},
      propertyPublished: async () => {},
      orderPlaced: async () => {},
    } as unknown as EventHandlers<typeof Consumed, unknown>;
    expect(() => subscribeEvents({ name: 'mailer', events: bus() }, Consumed, handlers)).toThrow(
      /no handler for userDeleted \(evt\.identity\.user\.deleted\); handler orderPlaced is not in the consumed-events list/,
    );
  });

  it('filters each producer consumer on its one subject, or on the producer wildcard', () => {
    const events = bus();
    subscribeEvents({ name: 'mailer', events }, Consumed, {
      userRegistered: async () => {},
      userDeleted: async () => {},
      propertyPublished: async () => {},
    });
    expect(events.desiredConsumer('identity')).toMatchObject({
      durable: 'mailer',
      filterSubject: 't1.evt.identity.>',
      maxDeliver: 5 + 2,
    });
    expect(events.desiredConsumer('listing').filterSubject).toBe(
      't1.evt.listing.property.published',
    );
  });
});
