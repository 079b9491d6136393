import type { Rng } from '../../prng.js';
import { HORIZON, lit, trees } from '../backdrop.js';
import type { TimeOfDay } from '../sky.js';
import { circle, ellipse, line, path, poly, rect } from '../svg.js';

// Open-air spaces under the sky: gardens and tents, decks, car parks, pools, greens, views.

export function outdoor(rng: Rng, tod: TimeOfDay): string {
  let out = trees(rng, tod, HORIZON + 60, 6, 'round');
  if (rng.chance(0.6)) {
    const cx = rng.int(400, 800);
    out += path(`M${cx - 170} 740A170 170 0 0 1 ${cx + 170} 740Z`, lit('#f4f1ea', tod));
    for (let i = 1; i < 5; i++)
      out += line(cx - 170 + i * 68, 740, cx, 570, lit('#c9c3b5', tod), 3);
    out += path(`M${cx - 110} 660A120 120 0 0 1 ${cx + 110} 660`, 'none', {
      stroke: lit('#c9c3b5', tod),
      'stroke-width': 3,
    });
    out += rect(cx - 30, 680, 60, 60, '#ffd98a', { opacity: tod === 'night' ? 0.9 : 0.4, rx: 30 });
  } else {
    out +=
      poly([420, 740, 600, 560, 780, 740], lit(rng.pick(['#e67e22', '#2e86ab', '#27ae60']), tod)) +
      poly([560, 740, 600, 620, 640, 740], lit('#333', tod));
    out +=
      rect(260, 690, 200, 14, lit('#8a5a3b', tod)) +
      rect(280, 704, 12, 40, lit('#8a5a3b', tod)) +
      rect(430, 704, 12, 40, lit('#8a5a3b', tod));
  }
  out +=
    ellipse(950, 760, 60, 16, '#555') +
    poly([920, 755, 950, 700, 980, 755], '#ff8c2a', {
      opacity: tod === 'night' || tod === 'dusk' ? 1 : 0.7,
    });
  return out;
}

function stringLights(y: number, tod: TimeOfDay): string {
  let out = path(`M0 ${y}Q300 ${y + 80} 600 ${y}Q900 ${y + 80} 1200 ${y}`, 'none', {
    stroke: '#333',
    'stroke-width': 2,
  });
  for (let i = 1; i < 12; i++) {
    const x = i * 100;
    const t = (x % 600) / 600;
    out += circle(x, y + 80 * 2 * t * (1 - t) + 6, 7, '#ffe9a8', {
      opacity: tod === 'night' || tod === 'dusk' ? 1 : 0.7,
    });
  }
  return out;
}

export function terrace(rng: Rng, tod: TimeOfDay): string {
  let out = poly(
    [0, 640, 1200, 640, 1200, 800, 0, 800],
    lit(rng.pick(['#a0714f', '#8a5a3b', '#b08968']), tod),
  );
  for (let i = 0; i < 8; i++)
    out += line(0, 650 + i * 20, 1200, 650 + i * 20, lit('#6b4a2f', tod), 2);
  out += rect(0, 560, 1200, 8, lit('#333', tod));
  for (let i = 0; i < 25; i++) out += line(i * 50, 568, i * 50, 640, lit('#333', tod), 3);
  out += stringLights(60, tod);
  for (let i = 0; i < 3; i++) {
    const x = 220 + i * 380;
    out +=
      ellipse(x, 700, 80, 18, lit('#f4f1ea', tod)) +
      line(x, 700, x, 770, '#333', 6) +
      rect(x - 140, 690, 50, 60, lit(rng.pick(['#e0a458', '#5b8e7d', '#c06c84']), tod), {
        rx: 10,
      }) +
      rect(x + 90, 690, 50, 60, lit(rng.pick(['#e0a458', '#5b8e7d', '#c06c84']), tod), { rx: 10 });
  }
  return out;
}

export function parking(rng: Rng, tod: TimeOfDay): string {
  let out = poly([0, HORIZON + 60, 1200, HORIZON + 60, 1200, 800, 0, 800], lit('#5b5e63', tod));
  for (let i = 0; i < 7; i++)
    out += line(60 + i * 180, 800, 380 + i * 80, HORIZON + 60, '#f5f5f5', 5);
  for (let i = 0; i < 6; i++) {
    if (!rng.chance(0.7)) continue;
    const x = 150 + i * 170;
    const color = lit(
      rng.pick(['#c0392b', '#2e86ab', '#ecf0f1', '#34495e', '#7f8c8d', '#f1c40f']),
      tod,
    );
    out +=
      rect(x - 60, 640, 120, 70, color, { rx: 18 }) +
      rect(x - 45, 600, 90, 50, color, { rx: 16 }) +
      rect(x - 35, 610, 70, 30, '#9ec9e2', { rx: 8, opacity: 0.8 }) +
      circle(x - 35, 712, 16, '#222') +
      circle(x + 35, 712, 16, '#222');
  }
  out += rect(0, 0, 1200, 60, lit('#777', tod), { opacity: 0.9 });
  for (let i = 0; i < 4; i++) out += rect(150 + i * 300, 60, 20, 700, lit('#999', tod));
  return out;
}

export function pool(rng: Rng, tod: TimeOfDay): string {
  let out = rect(0, HORIZON + 40, 1200, 800, lit('#e8e0d0', tod));
  out += poly([140, 790, 1060, 790, 900, 560, 300, 560], lit('#d9e6ea', tod));
  out += poly(
    [170, 770, 1030, 770, 885, 575, 315, 575],
    lit(rng.pick(['#3fb6d9', '#2fa3c7', '#4cc3d9']), tod),
  );
  for (let i = 0; i < 7; i++) {
    const y = 600 + i * 25;
    out += path(`M${330 - i * 20} ${y}q40 -10 80 0t80 0t80 0t80 0t80 0t80 0`, 'none', {
      stroke: '#ffffff',
      'stroke-width': 2,
      opacity: 0.5,
    });
  }
  out +=
    rect(60, 640, 50, 120, lit('#f4f1ea', tod), { rx: 12 }) +
    rect(1090, 640, 50, 120, lit('#f4f1ea', tod), { rx: 12 });
  out +=
    line(1000, 560, 1000, 420, '#555', 5) +
    path('M900 440Q1000 360 1100 440Z', lit(rng.pick(['#e74c3c', '#f39c12', '#ffffff']), tod));
  return out;
}

export function golf(rng: Rng, tod: TimeOfDay): string {
  let out = poly([0, HORIZON + 20, 1200, HORIZON + 40, 1200, 800, 0, 800], lit('#5fae4e', tod));
  out +=
    ellipse(600, 640, 420, 110, lit('#7cc96a', tod)) +
    ellipse(rng.int(250, 400), 720, 120, 30, lit('#e9d8a6', tod));
  const fx = rng.int(600, 800);
  out +=
    ellipse(fx, 640, 14, 5, '#1b1b1b') +
    line(fx, 640, fx, 470, '#eee', 4) +
    poly([fx, 470, fx + 70, 490, fx, 510], '#e53935');
  out += trees(rng, tod, HORIZON + 40, 5, 'round');
  return out;
}

export function view(rng: Rng, tod: TimeOfDay): string {
  // A balcony or deck in the foreground so the picture reads as "the view from the place".
  let out =
    rect(0, 700, 1200, 100, lit('#8a5a3b', tod)) + rect(0, 620, 1200, 10, lit('#2b2b2b', tod));
  for (let i = 0; i < 13; i++) out += line(i * 100, 630, i * 100, 700, lit('#2b2b2b', tod), 4);
  out +=
    rect(880, 640, 120, 60, lit('#f4f1ea', tod), { rx: 10 }) +
    circle(940, 630, 10, rng.pick(['#c0392b', '#f1c40f']));
  return out;
}
