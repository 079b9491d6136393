/**
 * The profile stores the phone as "dial code, space, number" (spec §3); the form edits the
 * number beside a country select, so it starts from the national part.
 */
export function nationalNumber(stored: string | null): string {
  return stored?.replace(/^\+\d+\s*/, '') ?? '';
}
