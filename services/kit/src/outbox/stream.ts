import {
  nanos,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from 'nats';
import { eventSubjectsFor, streamNameFor } from '../nats/subjects.js';

/** JetStream drops a second publish with the same Nats-Msg-Id inside this window. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates (or keeps) a file-backed limits stream. Idempotent and safe to race. */
export async function ensureJetStream(
  jsm: JetStreamManager,
  config: { name: string; subjects: string[]; maxAgeMs: number },
): Promise<string> {
  const { name, subjects, maxAgeMs } = config;
  try {
    await jsm.streams.info(name);
  } catch {
    const stream: Partial<StreamConfig> = {
      name,
      subjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      max_age: nanos(maxAgeMs),
    };
    try {
      await jsm.streams.add(stream);
    } catch (error) {
      // Another process created it between our info and add.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}

/** The stream that carries one producing service's events. */
export function ensureStream(
  jsm: JetStreamManager,
  prefix: string,
  service: string,
): Promise<string> {
  return ensureJetStream(jsm, {
    name: streamNameFor(prefix, service),
    subjects: [eventSubjectsFor(prefix, service)],
    maxAgeMs: 14 * DAY_MS,
  });
}
