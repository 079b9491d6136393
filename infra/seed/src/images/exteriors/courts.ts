import type { Rng } from '../../prng.js';
import { HORIZON, lit } from '../backdrop.js';
import type { TimeOfDay } from '../sky.js';
import { ellipse, line, poly, rect } from '../svg.js';

export type CourtKind = 'tennis' | 'padel' | 'basketball' | 'soccer' | 'futbolito';

/** A quadrilateral court in perspective: near edge at y=770, far edge at y=HORIZON+40. */
function courtPoint(u: number, v: number): [number, number] {
  const near = { y: 770, x0: 80, x1: 1120 };
  const far = { y: HORIZON + 40, x0: 360, x1: 840 };
  const y = near.y + (far.y - near.y) * v;
  const x0 = near.x0 + (far.x0 - near.x0) * v;
  const x1 = near.x1 + (far.x1 - near.x1) * v;
  return [x0 + (x1 - x0) * u, y];
}

function courtLine(
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  color = '#ffffff',
  w = 4,
): string {
  const [x0, y0] = courtPoint(u0, v0);
  const [x1, y1] = courtPoint(u1, v1);
  return line(x0, y0, x1, y1, color, w);
}

export function court(kind: CourtKind, rng: Rng, tod: TimeOfDay): string {
  const surface = {
    tennis: rng.pick(['#c8643c', '#2f7d5b', '#3a6ea5']),
    padel: rng.pick(['#2a6fb0', '#3b8d5a']),
    basketball: rng.pick(['#c98a4b', '#3c6e9f']),
    soccer: '#3f9b44',
    futbolito: '#46a04a',
  }[kind];
  const corners = [
    ...courtPoint(-0.08, -0.05),
    ...courtPoint(1.08, -0.05),
    ...courtPoint(1.08, 1.05),
    ...courtPoint(-0.08, 1.05),
  ];
  let out = poly(corners, lit(surface, tod));
  if (kind === 'soccer' || kind === 'futbolito') {
    for (let i = 0; i < 6; i += 2)
      out += poly(
        [
          ...courtPoint(-0.08, i / 6),
          ...courtPoint(1.08, i / 6),
          ...courtPoint(1.08, (i + 1) / 6),
          ...courtPoint(-0.08, (i + 1) / 6),
        ],
        '#ffffff',
        { opacity: 0.06 },
      );
  }
  out +=
    courtLine(0, 0, 1, 0) +
    courtLine(1, 0, 1, 1) +
    courtLine(1, 1, 0, 1) +
    courtLine(0, 1, 0, 0) +
    courtLine(0, 0.5, 1, 0.5);
  if (kind === 'tennis' || kind === 'padel') {
    out +=
      courtLine(0.12, 0, 0.12, 1) +
      courtLine(0.88, 0, 0.88, 1) +
      courtLine(0.12, 0.25, 0.88, 0.25) +
      courtLine(0.12, 0.75, 0.88, 0.75) +
      courtLine(0.5, 0.25, 0.5, 0.75);
    const [nx0, ny] = courtPoint(-0.04, 0.5);
    const [nx1] = courtPoint(1.04, 0.5);
    out +=
      rect(nx0, ny - 34, nx1 - nx0, 34, '#111', { opacity: 0.35 }) +
      line(nx0, ny - 34, nx1, ny - 34, '#fff', 4);
  }
  if (kind === 'padel') {
    const [gx0, gy0] = courtPoint(-0.08, 1.05);
    const [gx1] = courtPoint(1.08, 1.05);
    out += rect(gx0, gy0 - 120, gx1 - gx0, 120, '#cfe8f5', {
      opacity: 0.25,
      stroke: '#333',
      'stroke-width': 4,
    });
  }
  if (kind === 'basketball') {
    const [hx, hy] = courtPoint(0.5, 0.98);
    out +=
      line(hx, hy, hx, hy - 150, '#444', 8) +
      rect(hx - 50, hy - 200, 100, 60, '#fff', { stroke: '#333', 'stroke-width': 4 }) +
      ellipse(hx, hy - 135, 22, 6, 'none', { stroke: '#e65100', 'stroke-width': 4 });
    const [cx, cy] = courtPoint(0.5, 0.5);
    out += ellipse(cx, cy, 90, 28, 'none', { stroke: '#fff', 'stroke-width': 4 });
  }
  if (kind === 'soccer' || kind === 'futbolito') {
    const [cx, cy] = courtPoint(0.5, 0.5);
    out += ellipse(cx, cy, 110, 32, 'none', { stroke: '#fff', 'stroke-width': 4 });
    const [gx0, gy] = courtPoint(0.4, 1);
    const [gx1] = courtPoint(0.6, 1);
    out += rect(gx0, gy - 50, gx1 - gx0, 50, 'none', { stroke: '#fff', 'stroke-width': 5 });
    out +=
      courtLine(0.25, 0, 0.25, 0.15) +
      courtLine(0.75, 0, 0.75, 0.15) +
      courtLine(0.25, 0.15, 0.75, 0.15);
  }
  for (const x of [40, 1160]) {
    out += line(x, 780, x, 300, '#555', 8) + rect(x - 40, 286, 80, 26, '#333', { rx: 4 });
    if (tod === 'night' || tod === 'dusk')
      out += poly(
        [
          x - 40,
          312,
          x + 40,
          312,
          x + (x < 600 ? 400 : -200),
          780,
          x + (x < 600 ? 200 : -400),
          780,
        ],
        '#fff7cc',
        { opacity: 0.12 },
      );
  }
  return out;
}
