// k6 version of the listing benchmark, for machines where k6 is installed (it is not here):
//   k6 run -e BASE_URL=http://localhost:3000 loadtest/k6/search.ts
// k6 ≥ 0.52 runs TypeScript directly; `pnpm typecheck` checks this file against @types/k6.
import { check } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';

export const options: Options = {
  scenarios: {
    search: { executor: 'constant-vus', vus: 20, duration: '30s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<500'],
  },
};

const baseUrl = __ENV.BASE_URL ?? 'http://localhost:3000';

interface ListingsPage {
  items: unknown[];
  total: number;
  nextCursor: string | null;
}

export default function search(): void {
  const first = http.get(`${baseUrl}/api/properties?limit=24`);
  const page = first.json() as unknown as ListingsPage;
  check(first, {
    'status 200': (r) => r.status === 200,
    '24 listings': () => page.items.length === 24,
  });
  if (page.nextCursor !== null) {
    const next = http.get(
      `${baseUrl}/api/properties?limit=24&cursor=${encodeURIComponent(page.nextCursor)}`,
    );
    check(next, { 'next page 200': (r) => r.status === 200 });
  }
}
