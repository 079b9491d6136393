/**
 * The one naming rule for every NATS subject in the system. `defineRpc` and `defineEvent` refuse a
 * subject that breaks it, so a contract that imports cleanly is a contract that follows it.
 *
 * - RPC:         `rpc.<service>.<entity>.<operation>`   e.g. `rpc.listing.property.get`
 * - Event:       `evt.<service>.<entity>.<pastTense>`   e.g. `evt.booking.booking.confirmed`
 * - Dead letter: `dlq.<consumer>.<event subject>`       e.g. `dlq.notification.evt.identity.user.registered`
 *
 * `<service>` is the owning service's name (its Postgres schema, stream and queue group): lower
 * case letters and digits. `<entity>` and `<operation>` are lowerCamelCase (`emailStatus`,
 * `unreadCount`). An event's last word says what already happened: a regular past participle
 * ending in `ed`, or one of the irregular ones in `IRREGULAR_PAST_TENSES`. A breaking change to a
 * message is a new subject with a version suffix (`rpc.payment.intent.create.v2`); within a version
 * only optional fields are added. The kit serves `rpc.<service>.health.check` for every service.
 */

const SERVICE = /^[a-z][a-z0-9]*$/;
const WORD = /^[a-z][a-zA-Z0-9]*$/;
const VERSION = /^v[2-9][0-9]*$|^v1[0-9]+$/;

/** Past participles that do not end in "ed"; add one here when an event needs it. */
export const IRREGULAR_PAST_TENSES: ReadonlySet<string> = new Set([
  'begun',
  'bought',
  'brought',
  'built',
  'chosen',
  'done',
  'drawn',
  'found',
  'frozen',
  'given',
  'held',
  'hidden',
  'kept',
  'left',
  'lost',
  'made',
  'met',
  'paid',
  'put',
  'rang',
  'read',
  'reset',
  'run',
  'rung',
  'seen',
  'sent',
  'set',
  'shut',
  'sold',
  'spent',
  'split',
  'taken',
  'told',
  'undone',
  'won',
  'withdrawn',
  'written',
]);

export type SubjectKind = 'rpc' | 'evt';

/** The parts of a subject that follows the rule. */
export interface SubjectParts {
  kind: SubjectKind;
  service: string;
  entity: string;
  action: string;
  /** `2` for a `.v2` subject; 1 when there is no suffix. */
  version: number;
}

function lastWord(camel: string): string {
  const words = camel.split(/(?=[A-Z])/);
  return (words[words.length - 1] ?? camel).toLowerCase();
}

export function isPastTense(word: string): boolean {
  const last = lastWord(word);
  return (last.endsWith('ed') && last.length > 3) || IRREGULAR_PAST_TENSES.has(last);
}

/** Why `subject` breaks the rule for `kind`, or null when it follows it. */
export function subjectProblem(kind: SubjectKind, subject: string): string | null {
  const segments = subject.split('.');
  const [head, service, entity, action, version, ...rest] = segments;
  const shape =
    kind === 'rpc' ? 'rpc.<service>.<entity>.<operation>' : 'evt.<service>.<entity>.<pastTense>';
  if (head !== kind || !service || !entity || !action || rest.length > 0) {
    return `must look like ${shape}[.v<N>]`;
  }
  if (!SERVICE.test(service)) return `service "${service}" must be lower-case letters and digits`;
  if (!WORD.test(entity)) return `entity "${entity}" must be lowerCamelCase`;
  if (!WORD.test(action)) {
    return `${kind === 'rpc' ? 'operation' : 'event name'} "${action}" must be lowerCamelCase`;
  }
  if (version !== undefined && !VERSION.test(version)) {
    return `suffix "${version}" must be a version from v2 up (v1 is the unsuffixed subject)`;
  }
  if (kind === 'evt' && !isPastTense(action)) {
    return `event name "${action}" must be in the past tense (what happened), e.g. "confirmed"`;
  }
  return null;
}

export function parseSubject(kind: SubjectKind, subject: string): SubjectParts {
  const problem = subjectProblem(kind, subject);
  if (problem) {
    const what = kind === 'rpc' ? 'RPC' : 'Event';
    throw new Error(`${what} subject "${subject}" breaks the naming rule: ${problem}`);
  }
  const [, service = '', entity = '', action = '', version] = subject.split('.');
  return { kind, service, entity, action, version: version ? Number(version.slice(1)) : 1 };
}

/** Where a consumer puts an event it gave up on: `dlq.<consumer>.<event subject>`. */
export function deadLetterSubject(consumer: string, eventSubject: string): string {
  if (!SERVICE.test(consumer))
    throw new Error(`Invalid consumer name for a dead letter: ${consumer}`);
  return `dlq.${consumer}.${eventSubject}`;
}
