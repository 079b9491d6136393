import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * OWASP's argon2id floor (m=19 MiB, t=2, p=1). `Algorithm` is a `const enum` that the native
 * package does not export at runtime, hence the literal.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a crash that reveals it.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
}

/** Computed at start, so the first unknown-email login is not slower than the rest. */
export async function warmUpDummyHash(): Promise<void> {
  await dummy();
}

/**
 * Spends the same work as a real check when the user does not exist, so the reply time does not
 * tell an attacker which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}
