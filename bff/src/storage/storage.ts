/**
 * Where uploaded media lives. Keys are relative paths such as
 * `listings/<propertyId>/<photoId>/640.webp`; each is written once and never changed, so every
 * URL can be cached forever.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that does not exist is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our own code, but a path-shaped string must never climb out of its root. */
export function assertSafeKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
