import { firstVisitFiles } from './size-limit/first-visit.js';

// The first-visit ceilings (issue 32), gzip: everything a phone downloads before the page can
// draw (size-limit/first-visit.ts). Checked after the build by `pnpm --filter @arrendo/web
// bundle-size`; the browser tests read them from here and check that the phone fetched each file.
export default [
  {
    name: 'home first visit',
    path: firstVisitFiles('src/routes/index.tsx'),
    gzip: true,
    // 200 KB until issue 28: the shell gained the Inbox tab, the unread counts of messages and
    // notifications, the live connection's loader and four routes' entries (measured 201.1 KB).
    // 204 KB with issue 29's first part: seven admin routes (each costs the entry its path and
    // its address's checks), the trace reference every error panel shows, the suspended
    // account's message and the admin's tax default read from /api/fees (measured 203.0 KB).
    // 206 KB with issue 29's second part: eight more admin routes and the claim page (their
    // paths), the browser's traceparent on every API call and the social sign-in's error banner
    // (measured 205.3 KB).
    limit: '206 KB',
  },
  {
    name: 'property first visit',
    path: firstVisitFiles('src/routes/property.$id.tsx'),
    gzip: true,
    // 220 KB until issue 27's host pages: every route's loader rode in the entry, so each new
    // page made this one heavier. Loaders are now split with their components (vite.config.ts),
    // and a route costs the entry about its path; measured 220.1 KB with every page of issue 27.
    // 224 KB with issue 28: 'Contact host' and the reviews section's frame (its list loads after
    // the page drew); measured 223.2 KB. 226 KB with issue 29's first part (the same additions as
    // the home page's); measured 225.5 KB. 228 KB with its second part (the same additions as
    // the home page's); measured 227.9 KB.
    limit: '228 KB',
  },
];
