/** Subjects and stream names with the optional per-environment prefix (tests use one per file). */
export function subjectFor(prefix: string, subject: string): string {
  return `${prefix}${subject}`;
}

export function stripPrefix(prefix: string, subject: string): string {
  return prefix && subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
}

/** One JetStream stream per producing service: `LISTING`, or `T1A2B3_LISTING` under a prefix. */
export function streamNameFor(prefix: string, service: string): string {
  const p = prefix.replace(/\.$/, '').replace(/[^a-zA-Z0-9_-]/g, '_');
  const name = service.toUpperCase().replace(/[^A-Z0-9_-]/g, '_');
  return p ? `${p.toUpperCase()}_${name}` : name;
}

export function eventSubjectsFor(prefix: string, service: string): string {
  return `${prefix}evt.${service}.>`;
}

/** Durable consumer: named after the consuming service (and the stream it reads). */
export function durableNameFor(consumer: string): string {
  return consumer.replace(/[^a-zA-Z0-9_-]/g, '_');
}
