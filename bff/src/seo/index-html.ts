import { readFile, stat } from 'node:fs/promises';

/**
 * index.html read once and kept in memory, read again when the file changes (a rebuild in
 * another terminal, a test writing a new one). Null while there is no file.
 */
export function cachedFile(path: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return async () => {
    let info;
    try {
      info = await stat(path);
    } catch {
      cached = null;
      return null;
    }
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.text;
    const text = await readFile(path, 'utf8');
    cached = { mtimeMs: info.mtimeMs, size: info.size, text };
    return text;
  };
}
