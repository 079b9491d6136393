/**
 * The two demo accounts anyone can sign in with on a seeded system. Shared by the seed (which
 * makes them) and the launcher (which prints them beside the URL).
 */
export const DEMO_HOST_EMAIL = 'anfitrion@demo.arrendo.cl';
export const DEMO_GUEST_EMAIL = 'huesped@demo.arrendo.cl';

/** Documented in the README; meets the password rules (8+ characters). Set SEED_DEMO_PASSWORD to change it. */
export const DEFAULT_DEMO_PASSWORD = 'Arrendo-Demo-2026';

/** The lines the seed logs and the launcher prints. */
export function demoAccountLines(password: string): string[] {
  return [
    `Demo host:  ${DEMO_HOST_EMAIL}  /  ${password}`,
    `Demo guest: ${DEMO_GUEST_EMAIL}  /  ${password}`,
  ];
}
