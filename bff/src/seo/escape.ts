const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text made safe for XML and for HTML text and double- or single-quoted attribute values. Control
 * characters XML 1.0 forbids are dropped (a sitemap with one is rejected whole).
 */
export function escapeMarkup(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing exactly these is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
  );
}

/** An absolute URL on the public origin for a path (`/property/x`); absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
