import type { Landscape } from '../catalogue/gazetteer.js';
import type { Rng } from '../prng.js';
import { SKIES, sky, type TimeOfDay } from './sky.js';
import { circle, ellipse, linearGradient, mix, poly, polyline, rect } from './svg.js';

export const HORIZON = 480;
const NIGHT = '#101830';

/** A colour as it looks at this time of day. */
export function lit(color: string, tod: TimeOfDay): string {
  return mix(color, NIGHT, SKIES[tod].shade);
}

function ridge(rng: Rng, base: number, minH: number, maxH: number, peaks: number): number[] {
  const pts = [0, base];
  const step = 1200 / peaks;
  for (let i = 0; i <= peaks; i++) {
    const x = i * step + rng.int(-step / 4, step / 4);
    pts.push(Math.max(0, Math.min(1200, x)), base - rng.int(minH, maxH));
  }
  pts.push(1200, base);
  return pts;
}

/** Snowy peaks: a ridge plus white caps over the highest points. */
function andes(rng: Rng, tod: TimeOfDay, base: number, color: string, snow: boolean): string {
  const pts = ridge(rng, base, 90, 230, 6);
  let out = poly(pts, lit(color, tod));
  if (!snow) return out;
  for (let i = 2; i + 3 < pts.length - 2; i += 2) {
    const x = pts[i] ?? 0;
    const y = pts[i + 1] ?? base;
    if (base - y < 150) continue;
    out += poly(
      [x, y, x - 38, y + 46, x - 14, y + 38, x, y + 52, x + 16, y + 40, x + 40, y + 46],
      lit('#f4f7fb', tod),
    );
  }
  return out;
}

function volcano(
  rng: Rng,
  tod: TimeOfDay,
  base: number,
  x: number,
  snowy: boolean,
  color: string,
): string {
  const h = rng.int(190, 260);
  const w = rng.int(240, 320);
  let out = poly([x - w, base, x - 30, base - h, x + 30, base - h, x + w, base], lit(color, tod));
  if (snowy)
    out += poly(
      [
        x - 30,
        base - h,
        x + 30,
        base - h,
        x + 78,
        base - h + 80,
        x + 30,
        base - h + 66,
        x,
        base - h + 86,
        x - 34,
        base - h + 64,
        x - 80,
        base - h + 82,
      ],
      lit('#f4f7fb', tod),
    );
  return out;
}

function skyline(rng: Rng, tod: TimeOfDay, base: number): string {
  let out = '';
  let x = -20;
  const color = lit('#5d6b82', tod);
  while (x < 1200) {
    const w = rng.int(40, 110);
    const h = rng.int(60, 230);
    out += rect(x, base - h, w, h + 4, color);
    if (tod === 'night' || tod === 'dusk') {
      for (let wy = base - h + 12; wy < base - 10; wy += 22) {
        if (rng.chance(0.35)) out += rect(x + 8, wy, w - 16, 4, '#ffd98a', { opacity: 0.7 });
      }
    }
    x += w + rng.int(0, 14);
  }
  return out;
}

function tree(
  x: number,
  y: number,
  s: number,
  tod: TimeOfDay,
  kind: 'round' | 'pine' | 'poplar',
): string {
  const trunk = rect(x - s * 0.06, y - s * 0.3, s * 0.12, s * 0.32, lit('#6b4a2f', tod));
  if (kind === 'pine')
    return (
      trunk +
      poly(
        [x, y - s * 1.3, x - s * 0.4, y - s * 0.25, x + s * 0.4, y - s * 0.25],
        lit('#2f5d3a', tod),
      )
    );
  if (kind === 'poplar')
    return trunk + ellipse(x, y - s * 0.8, s * 0.18, s * 0.6, lit('#4f7d3a', tod));
  return (
    trunk +
    circle(x, y - s * 0.55, s * 0.36, lit('#4e8a3e', tod)) +
    circle(x + s * 0.2, y - s * 0.7, s * 0.25, lit('#5f9c48', tod))
  );
}

export function trees(
  rng: Rng,
  tod: TimeOfDay,
  y: number,
  count: number,
  kind: 'round' | 'pine' | 'poplar',
): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += tree(rng.int(0, 1200), y + rng.int(-6, 16), rng.int(50, 110), tod, kind);
  return out;
}

/**
 * Sky + far landscape down to the horizon + near ground, for a place's landscape. Returns the
 * defs separately so a caller can nest it (an interior's window) without duplicate ids.
 */
export function backdrop(
  landscape: Landscape,
  tod: TimeOfDay,
  rng: Rng,
  idPrefix = '',
): { defs: string; body: string } {
  const s = sky(tod, rng, HORIZON);
  let defs = s.defs;
  let body = s.body;
  const ground = (color: string) => rect(0, HORIZON, 1200, 800 - HORIZON, lit(color, tod));
  switch (landscape) {
    case 'city': {
      body += andes(rng, tod, HORIZON - 40, '#7b8aa6', true);
      body += skyline(rng, tod, HORIZON + 4);
      body += ground('#8c8f7a');
      break;
    }
    case 'coast': {
      defs += linearGradient(`${idPrefix}sea`, [
        [0, lit('#2f7fb5', tod)],
        [1, lit('#7cc6e0', tod)],
      ]);
      body += poly(
        ridge(rng, HORIZON, 20, 90, 3).map((v, i) => (i % 2 === 0 ? v * 0.45 : v)),
        lit('#6f8f6a', tod),
      );
      body += rect(0, HORIZON, 1200, 800 - HORIZON, `url(#${idPrefix}sea)`);
      for (let i = 0; i < 8; i++) {
        const y = HORIZON + 20 + i * 28;
        body += polyline([rng.int(0, 600), y, rng.int(650, 1200), y], '#ffffff', 2, {
          opacity: 0.35,
        });
      }
      body += poly([0, 700, 300, 650, 700, 680, 1200, 640, 1200, 800, 0, 800], lit('#e9d6a8', tod));
      break;
    }
    case 'andes': {
      body += andes(rng, tod, HORIZON, '#6f7f99', true);
      body += poly(ridge(rng, HORIZON + 40, 20, 90, 5), lit('#5c7a55', tod));
      body += ground('#6e8f52');
      body += trees(rng, tod, HORIZON + 70, 7, 'pine');
      break;
    }
    case 'lakes': {
      body += volcano(rng, tod, HORIZON - 10, rng.int(400, 800), true, '#6a7894');
      body += poly(ridge(rng, HORIZON, 20, 70, 6), lit('#3f6e44', tod));
      body += rect(0, HORIZON, 1200, 170, lit('#4d88a8', tod));
      body += rect(0, HORIZON + 30, 1200, 3, '#ffffff', { opacity: 0.3 });
      body += rect(0, HORIZON + 170, 1200, 150, lit('#4f7f3c', tod));
      body += trees(rng, tod, HORIZON + 190, 6, 'pine');
      break;
    }
    case 'desert': {
      body += volcano(rng, tod, HORIZON, rng.int(300, 900), rng.chance(0.4), '#8a6a68');
      body += poly(
        [0, HORIZON, 400, HORIZON - 30, 800, HORIZON - 10, 1200, HORIZON - 40, 1200, 800, 0, 800],
        lit('#d7a66a', tod),
      );
      body += poly([0, 620, 500, 560, 1200, 640, 1200, 800, 0, 800], lit('#c48c52', tod));
      break;
    }
    case 'valley': {
      body += andes(rng, tod, HORIZON - 20, '#8392ab', rng.chance(0.6));
      body += poly(ridge(rng, HORIZON + 20, 20, 60, 4), lit('#7a9a58', tod));
      body += ground('#8aa660');
      for (let i = 0; i < 9; i++) {
        const y = HORIZON + 30 + i * 34;
        body += polyline([0, y + i * 4, 1200, y - 10], lit('#5d7d3a', tod), 6, { opacity: 0.8 });
      }
      body += trees(rng, tod, HORIZON + 10, 5, 'poplar');
      break;
    }
  }
  return { defs, body };
}
