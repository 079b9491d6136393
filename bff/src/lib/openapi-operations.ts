/**
 * Summaries and tags for routes that do not name their own (`schema.summary` / `schema.tags`
 * win): read from the method and the path, so a new route is grouped and titled without a step
 * anyone could forget.
 */

/** Routes on the API that are no part of its contract: probes and the docs themselves. */
const INTERNAL_PREFIXES = ['/api/health', '/api/docs'];

export function isDocumentedRoute(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  return !INTERNAL_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}

/** `host` and `admin` group by their second segment too: "Host listings", "Admin users". */
const TWO_LEVEL = new Set(['host', 'admin']);

function words(segment: string): string {
  return segment
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function staticSegments(url: string): string[] {
  return url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':') && s !== '*');
}

export function operationTag(url: string): string {
  const [first = 'api', second] = staticSegments(url);
  const tag = TWO_LEVEL.has(first) && second ? `${first} ${words(second)}` : words(first);
  return capitalize(tag);
}

const VERBS: Record<string, string> = {
  GET: 'Read',
  POST: 'Send',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

/** "Read bookings › {id} › cancellation", from `GET /api/bookings/:id/cancellation`. */
export function operationSummary(method: string, url: string): string {
  const path = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : words(s)))
    .join(' › ');
  return `${VERBS[method.toUpperCase()] ?? method.toUpperCase()} ${path}`;
}
