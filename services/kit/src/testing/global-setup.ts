import net from 'node:net';

/**
 * Integration tests need the real Postgres, NATS and Redis. ARCHITECTURE.md order: env URLs →
 * localhost services → (testcontainers when a container runtime exists) → fail naming what is
 * missing. No container engine exists on our machines, so the last step fails with the command
 * that starts the missing service.
 */
const SERVICES = [
  {
    name: 'Postgres',
    env: 'DATABASE_URL',
    fallback: 'postgres://127.0.0.1:5432',
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  {
    name: 'NATS',
    env: 'NATS_URL',
    fallback: 'nats://127.0.0.1:4222',
    start:
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
  },
  {
    name: 'Redis',
    env: 'REDIS_URL',
    fallback: 'redis://127.0.0.1:6379',
    start:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
];

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  const port =
    Number(u.port) ||
    (u.protocol.startsWith('postgres') ? 5432 : u.protocol === 'nats:' ? 4222 : 6379);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port, timeout: 1500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export default async function setup(): Promise<void> {
  const missing: string[] = [];
  for (const s of SERVICES) {
    const url = process.env[s.env] ?? s.fallback;
    if (!(await reachable(url)))
      missing.push(`${s.name} at ${url} (${s.env}); start it with:\n    ${s.start}`);
  }
  if (missing.length > 0) {
    throw new Error(`Integration tests need these services:\n  ${missing.join('\n  ')}`);
  }
}
