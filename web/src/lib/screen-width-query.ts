/**
 * Whether a media query holds on a screen `width` CSS pixels wide, for the first screen the
 * server draws (it knows a width it guessed, not a screen). Only `min-width` / `max-width` in px,
 * joined by `and`, are understood — what the app's queries use; anything else does not match.
 */
export function matchesScreenWidth(query: string, width: number): boolean {
  const parts = query.split(/\s+and\s+/i);
  return parts.every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(part.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]?.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}
