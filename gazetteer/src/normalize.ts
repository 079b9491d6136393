/** Lower case without accents or punctuation, so "ñuñoa", "Ñuñoa" and "NUNOA" compare equal. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A URL-safe id part: "Lo Barnechea" → "lo-barnechea". */
export function slugifyPlace(text: string): string {
  return normalizePlaceText(text).replace(/ /g, '-');
}
