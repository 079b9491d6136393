import type { Rng } from '../prng.js';
import { HORIZON, lit, trees } from './backdrop.js';
import type { TimeOfDay } from './sky.js';
import { circle, ellipse, line, path, poly, rect } from './svg.js';

export type ExteriorKind =
  | 'building'
  | 'house'
  | 'storefront'
  | 'outdoor'
  | 'terrace'
  | 'parking'
  | 'pool'
  | 'tennis'
  | 'padel'
  | 'basketball'
  | 'soccer'
  | 'futbolito'
  | 'golf'
  | 'view';

const WALLS = ['#e8dcc8', '#d9c2a3', '#f1efe9', '#c9d6df', '#e6c9b0', '#b8c4b0', '#f3e3c3'];
const ROOFS = ['#8c3b2e', '#4a4a4a', '#6b4a3a', '#2f4858'];

const windowFill = (rng: Rng, tod: TimeOfDay) =>
  tod === 'night' || tod === 'dusk'
    ? rng.chance(0.6)
      ? '#ffd98a'
      : '#2a3550'
    : lit(rng.pick(['#9ec9e2', '#b7d7ea', '#8fb8d0']), tod);

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

function court(
  kind: 'tennis' | 'padel' | 'basketball' | 'soccer' | 'futbolito',
  rng: Rng,
  tod: TimeOfDay,
): string {
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

function building(rng: Rng, tod: TimeOfDay): string {
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

function house(rng: Rng, tod: TimeOfDay): string {
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

function storefront(rng: Rng, tod: TimeOfDay): string {
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

function outdoor(rng: Rng, tod: TimeOfDay): string {
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

function terrace(rng: Rng, tod: TimeOfDay): string {
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

function parking(rng: Rng, tod: TimeOfDay): string {
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

function pool(rng: Rng, tod: TimeOfDay): string {
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

function golf(rng: Rng, tod: TimeOfDay): string {
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

function view(rng: Rng, tod: TimeOfDay): string {
  // A balcony or deck in the foreground so the picture reads as "the view from the place".
  let out =
    rect(0, 700, 1200, 100, lit('#8a5a3b', tod)) + rect(0, 620, 1200, 10, lit('#2b2b2b', tod));
  for (let i = 0; i < 13; i++) out += line(i * 100, 630, i * 100, 700, lit('#2b2b2b', tod), 4);
  out +=
    rect(880, 640, 120, 60, lit('#f4f1ea', tod), { rx: 10 }) +
    circle(940, 630, 10, rng.pick(['#c0392b', '#f1c40f']));
  return out;
}

export function exteriorScene(kind: ExteriorKind, rng: Rng, tod: TimeOfDay): string {
  switch (kind) {
    case 'building':
      return building(rng, tod);
    case 'house':
      return house(rng, tod);
    case 'storefront':
      return storefront(rng, tod);
    case 'outdoor':
      return outdoor(rng, tod);
    case 'terrace':
      return terrace(rng, tod);
    case 'parking':
      return parking(rng, tod);
    case 'pool':
      return pool(rng, tod);
    case 'golf':
      return golf(rng, tod);
    case 'view':
      return view(rng, tod);
    default:
      return court(kind, rng, tod);
  }
}
