import type { Rng } from '../prng.js';
import { circle, linearGradient, radialGradient, rect } from './svg.js';

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['day', 'golden', 'dawn', 'dusk', 'night'];

interface SkyPalette {
  top: string;
  bottom: string;
  sun: string;
  /** How much the land is darkened toward night blue (0 = full daylight). */
  shade: number;
  sunY: number;
}

export const SKIES: Record<TimeOfDay, SkyPalette> = {
  dawn: { top: '#5b6fa8', bottom: '#f6c1a0', sun: '#ffe0b0', shade: 0.25, sunY: 430 },
  day: { top: '#3d8fd6', bottom: '#bfe3f7', sun: '#fffbe6', shade: 0, sunY: 150 },
  golden: { top: '#4a7fc0', bottom: '#ffd08a', sun: '#fff1c4', shade: 0.1, sunY: 330 },
  dusk: { top: '#2b2f6b', bottom: '#f08a5d', sun: '#ffb36b', shade: 0.4, sunY: 455 },
  night: { top: '#0b1030', bottom: '#2a3a6e', sun: '#f4f1de', shade: 0.65, sunY: 140 },
};

/** Defs + the sky rectangle (0..horizon) with sun or moon, stars at night. */
export function sky(tod: TimeOfDay, rng: Rng, horizon: number): { defs: string; body: string } {
  const p = SKIES[tod];
  const defs =
    linearGradient('sky', [
      [0, p.top],
      [1, p.bottom],
    ]) +
    radialGradient('glow', [
      [0, p.sun, 0.9],
      [1, p.sun, 0],
    ]);
  const sunX = rng.int(150, 1050);
  let body = rect(0, 0, 1200, horizon + 2, 'url(#sky)');
  if (tod === 'night') {
    for (let i = 0; i < 30; i++) {
      body += circle(rng.int(0, 1200), rng.int(0, horizon - 60), rng.pick([1, 1.5, 2]), '#fff', {
        opacity: rng.pick([0.5, 0.8, 1]),
      });
    }
    body += circle(sunX, p.sunY, 34, p.sun) + circle(sunX + 14, p.sunY - 8, 30, p.top);
  } else {
    body += circle(sunX, p.sunY, 160, 'url(#glow)') + circle(sunX, p.sunY, 42, p.sun);
    for (let i = 0; i < rng.int(1, 4); i++) body += cloud(rng, tod, horizon);
  }
  return { defs, body };
}

function cloud(rng: Rng, tod: TimeOfDay, horizon: number): string {
  const x = rng.int(60, 1100);
  const y = rng.int(60, Math.max(80, horizon - 180));
  const s = rng.int(60, 120);
  const color = tod === 'day' ? '#ffffff' : tod === 'golden' ? '#fff0d6' : '#f3c6c0';
  const o = { opacity: 0.85 };
  return (
    circle(x, y, s * 0.5, color, o) +
    circle(x + s * 0.55, y + 8, s * 0.4, color, o) +
    circle(x - s * 0.55, y + 10, s * 0.35, color, o) +
    rect(x - s * 0.85, y + 8, s * 1.8, s * 0.3, color, { ...o, rx: s * 0.15 })
  );
}
