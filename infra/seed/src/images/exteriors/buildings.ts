import type { Rng } from '../../prng.js';
import { lit, trees } from '../backdrop.js';
import type { TimeOfDay } from '../sky.js';
import { circle, path, poly, rect } from '../svg.js';

// Street-facing buildings: a block of flats, a house with its garden, a shop front.

const WALLS = ['#e8dcc8', '#d9c2a3', '#f1efe9', '#c9d6df', '#e6c9b0', '#b8c4b0', '#f3e3c3'];
const ROOFS = ['#8c3b2e', '#4a4a4a', '#6b4a3a', '#2f4858'];

const windowFill = (rng: Rng, tod: TimeOfDay) =>
  tod === 'night' || tod === 'dusk'
    ? rng.chance(0.6)
      ? '#ffd98a'
      : '#2a3550'
    : lit(rng.pick(['#9ec9e2', '#b7d7ea', '#8fb8d0']), tod);

export function building(rng: Rng, tod: TimeOfDay): string {
  const wall = rng.pick(WALLS);
  const floors = rng.int(8, 14);
  const x = rng.int(360, 520);
  const w = rng.int(300, 380);
  const top = 780 - floors * 48 - 20;
  let out =
    rect(x + w + 20, top + 140, 220, 780 - top - 140, lit(rng.pick(WALLS), tod)) +
    rect(x - 260, top + 200, 240, 780 - top - 200, lit(rng.pick(WALLS), tod));
  out +=
    rect(x, top, w, 780 - top, lit(wall, tod)) +
    rect(x - 10, top - 14, w + 20, 16, lit('#5a5a5a', tod));
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 5; c++)
      out += rect(
        x + 18 + c * ((w - 36) / 5),
        top + 20 + f * 48,
        (w - 36) / 5 - 14,
        30,
        windowFill(rng, tod),
      );
    if (f % 2 === 0) out += rect(x + 8, top + 52 + f * 48, w - 16, 5, lit('#777', tod));
  }
  out += rect(x + w / 2 - 40, 700, 80, 80, lit('#3b3b3b', tod));
  out += trees(rng, tod, 790, 3, 'round');
  return rect(0, 760, 1200, 40, lit('#8a8a8a', tod)) + out;
}

export function house(rng: Rng, tod: TimeOfDay): string {
  const wall = lit(rng.pick(WALLS), tod);
  const roof = lit(rng.pick(ROOFS), tod);
  const x = rng.int(300, 460);
  const w = rng.int(380, 460);
  const y = 520;
  let out = rect(0, 700, 1200, 100, lit('#6f9a4a', tod));
  out +=
    rect(x, y, w, 220, wall) + poly([x - 40, y + 6, x + w / 2, y - 150, x + w + 40, y + 6], roof);
  out += rect(x + w * 0.7, y - 140, 40, 90, lit('#7a4b3a', tod));
  out +=
    rect(x + w / 2 - 40, y + 100, 80, 120, lit('#6b4a2f', tod)) +
    circle(x + w / 2 + 24, y + 165, 5, '#e0c060');
  out +=
    rect(x + 40, y + 60, 90, 80, windowFill(rng, tod), { stroke: '#fff', 'stroke-width': 6 }) +
    rect(x + w - 130, y + 60, 90, 80, windowFill(rng, tod), { stroke: '#fff', 'stroke-width': 6 });
  out +=
    rect(x + w + 10, y + 130, 200, 90, lit('#8a6a4a', tod)) +
    poly([x + w, y + 130, x + w + 230, y + 130, x + w + 210, y + 100, x + w + 20, y + 100], roof);
  for (let i = 0; i < 24; i++) out += rect(i * 50 + 10, 720, 10, 60, lit('#f4f1ea', tod));
  out += rect(0, 735, 1200, 8, lit('#f4f1ea', tod));
  out += trees(rng, tod, 720, 2, 'round');
  return out;
}

export function storefront(rng: Rng, tod: TimeOfDay): string {
  const wall = lit(rng.pick(WALLS), tod);
  const awning = rng.pick(['#c0392b', '#2e86ab', '#27ae60', '#8e44ad', '#e67e22']);
  let out = rect(0, 760, 1200, 40, lit('#9a9a9a', tod)) + rect(100, 260, 1000, 500, wall);
  out += rect(140, 300, 920, 70, lit('#2b2b2b', tod));
  for (let i = 0; i < 10; i++)
    out +=
      rect(140 + i * 92, 390, 92, 60, i % 2 ? '#ffffff' : awning) +
      path(`M${140 + i * 92} 450q46 36 92 0z`, i % 2 ? '#ffffff' : awning);
  out +=
    rect(160, 480, 560, 260, windowFill(rng, tod), { stroke: '#333', 'stroke-width': 8 }) +
    rect(780, 480, 140, 280, lit('#3b3b3b', tod));
  for (let i = 0; i < 4; i++)
    out += rect(
      200 + i * 130,
      640,
      90,
      100,
      rng.pick(['#f5cba7', '#d2b4de', '#a9dfbf', '#f9e79f']),
      { opacity: 0.8 },
    );
  out += rect(960, 600, 100, 150, lit('#556b2f', tod), { rx: 40 });
  return out;
}
