import { pathToFileURL } from 'node:url';
import { isLocalUrl, runShell, waitUntil } from './deps/local.js';
import { natsAnswers } from './deps/nats.js';
import { createDatabaseIfMissing, postgresAnswers } from './deps/postgres.js';
import { redisAnswers } from './deps/redis.js';

export const DEFAULT_URLS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arrendo',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
} as const;

interface Dependency {
  name: string;
  url: string;
  defaultPort: number;
  probe: (url: string) => Promise<string | null>;
  /** How this machine's locally installed server is started (listed in docs/development.md). */
  startCommand: string;
}

function dependencies(urls: ServiceUrls): Dependency[] {
  return [
    {
      name: 'PostgreSQL',
      url: urls.databaseUrl,
      defaultPort: 5432,
      probe: postgresAnswers,
      startCommand: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    },
    {
      name: 'Redis',
      url: urls.redisUrl,
      defaultPort: 6379,
      probe: redisAnswers,
      startCommand:
        'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
    },
    {
      name: 'NATS',
      url: urls.natsUrl,
      defaultPort: 4222,
      probe: natsAnswers,
      startCommand:
        'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
    },
  ];
}

export interface ServiceUrls {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}

export class ServicesUnavailableError extends Error {}

export function serviceUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceUrls {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_URLS.DATABASE_URL,
    natsUrl: env.NATS_URL || DEFAULT_URLS.NATS_URL,
    redisUrl: env.REDIS_URL || DEFAULT_URLS.REDIS_URL,
  };
}

async function ensureOne(dep: Dependency, log: (line: string) => void): Promise<string | null> {
  const problem = await dep.probe(dep.url);
  if (problem === null) return null;
  if (!isLocalUrl(dep.url, dep.defaultPort)) {
    return `${dep.name} at ${dep.url} does not answer (${problem}). Start it, or point the URL at a running server.`;
  }
  log(`${dep.name} is not answering at ${dep.url}; starting the local server: ${dep.startCommand}`);
  const started = await runShell(dep.startCommand);
  const answering = await waitUntil(async () => (await dep.probe(dep.url)) === null, {
    timeoutMs: 20_000,
  });
  if (answering) {
    log(`${dep.name} is up.`);
    return null;
  }
  return [
    `${dep.name} at ${dep.url} does not answer (${problem}) and starting it failed`,
    started.output.trim() === '' ? '' : `  output: ${started.output.trim()}`,
    `  Run this yourself (as root), then try again:`,
    `    ${dep.startCommand}`,
    `  or, where a container engine exists: docker compose up -d postgres redis nats`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Makes sure Postgres, Redis and NATS (with JetStream) answer, starting the local servers when
 * the URLs point at this machine, and creates the application database if it is missing.
 */
export async function ensureServices(
  urls: ServiceUrls = serviceUrlsFromEnv(),
  log: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  const problems = (await Promise.all(dependencies(urls).map((dep) => ensureOne(dep, log)))).filter(
    (problem): problem is string => problem !== null,
  );
  if (problems.length > 0) throw new ServicesUnavailableError(problems.join('\n\n'));
  if (await createDatabaseIfMissing(urls.databaseUrl)) {
    log(`Created database ${new URL(urls.databaseUrl).pathname.slice(1)}.`);
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (invokedDirectly) {
  const urls = serviceUrlsFromEnv();
  try {
    await ensureServices(urls);
    console.log(
      `PostgreSQL, Redis and NATS are up (${urls.databaseUrl}, ${urls.redisUrl}, ${urls.natsUrl}).`,
    );
  } catch (error) {
    console.error(error instanceof ServicesUnavailableError ? error.message : error);
    process.exit(1);
  }
}
