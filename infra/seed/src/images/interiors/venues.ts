import { plant, pendant, chair, table } from './furniture.js';
import { FABRICS, type Room } from './palette.js';
import { circle, ellipse, line, rect } from '../svg.js';

// Places to gather: event hall, restaurant, bar.

export const hall: Room = (p, rng) => {
  let out = '';
  out += rect(0, 0, 1200, 90, '#e9e0d0');
  for (let i = 0; i < 3; i++)
    out +=
      line(200 + i * 400, 0, 200 + i * 400, 120, '#b8a270', 3) +
      ellipse(200 + i * 400, 140, 70, 24, '#f1d28b') +
      circle(200 + i * 400, 160, 40, '#fff2c0', { opacity: 0.5 });
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 4; c++) {
      const x = 150 + c * 300 + r * 60;
      const y = 600 + r * 120;
      out +=
        chair(x - 85, y + 20, p.accent) +
        chair(x + 85, y + 20, p.accent) +
        ellipse(x, y, 110, 28, '#ffffff') +
        rect(x - 110, y, 220, 50, '#f4f4f4') +
        circle(x, y - 18, 10, rng.pick(FABRICS));
    }
  }
  return out;
};

export const restaurant: Room = (p) => {
  let out = '';
  out += rect(700, 420, 500, 140, p.wood) + rect(700, 410, 500, 16, '#2b2b2b');
  for (let i = 0; i < 3; i++) out += pendant(180 + i * 220, 300, '#c68b3f');
  for (let i = 0; i < 3; i++)
    out +=
      table(180 + i * 220, 720, 150, p.wood) +
      chair(110 + i * 220, 740, p.fabric) +
      chair(250 + i * 220, 740, p.fabric);
  out += plant(1120, 780, 140);
  return out;
};

export const bar: Room = (p, rng) => {
  let out = '';
  out += rect(0, 150, 1200, 20, p.wood) + rect(0, 280, 1200, 20, p.wood);
  for (let i = 0; i < 30; i++)
    out += rect(
      30 + i * 39,
      i % 2 ? 95 : 220,
      16,
      55,
      rng.pick(['#2e7d32', '#8d6e63', '#f9a825', '#c62828', '#6a1b9a', '#90caf9']),
      { rx: 5 },
    );
  out += circle(1000, 420, 60, 'none', { stroke: '#ff4fa3', 'stroke-width': 8, opacity: 0.9 });
  out += rect(0, 520, 1200, 160, '#3b2418') + rect(0, 505, 1200, 24, p.wood);
  for (let i = 0; i < 6; i++)
    out +=
      ellipse(120 + i * 190, 700, 40, 10, '#222') +
      line(120 + i * 190, 700, 120 + i * 190, 790, '#222', 6);
  return out;
};
