/** The BFF's metrics port when METRICS_PORT is not set (the Prometheus exporter convention). */
export const DEFAULT_METRICS_BASE_PORT = 9464;

/**
 * `pnpm start` runs every process on one machine, so each needs a metrics port of its own: the
 * BFF gets METRICS_PORT (default 9464), the others the next ports in start order (listing 9465,
 * booking 9466 …). METRICS_PORT=0 turns every one off.
 */
export function metricsPorts(
  names: readonly string[],
  base: string | undefined,
): Record<string, string> {
  const first = base === undefined || base === '' ? DEFAULT_METRICS_BASE_PORT : Number(base);
  const ports: Record<string, string> = {};
  if (!Number.isInteger(first) || first <= 0) {
    for (const name of names) ports[name] = '0';
    return ports;
  }
  let next = first + 1;
  for (const name of names) ports[name] = String(name === 'bff' ? first : next++);
  return ports;
}
