import { nanos, RetentionPolicy, StorageType, type JetStreamManager } from 'nats';
import { eventSubjectsFor, streamNameFor } from '../nats/subjects.js';

/** JetStream drops a second publish with the same Nats-Msg-Id inside this window. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Creates (or keeps) the stream that carries one producing service's events. Idempotent. */
export async function ensureStream(
  jsm: JetStreamManager,
  prefix: string,
  service: string,
): Promise<string> {
  const name = streamNameFor(prefix, service);
  const subjects = [eventSubjectsFor(prefix, service)];
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add({
        name,
        subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        max_age: nanos(14 * 24 * 60 * 60 * 1000),
      });
    } catch (error) {
      // Another process created it between our info and add.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}
