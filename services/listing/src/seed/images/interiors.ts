import type { Rng } from '../prng.js';
import { circle, ellipse, line, path, poly, rect } from './svg.js';

/**
 * Props drawn inside a room: wall 0..560, floor 560..800, a window at the right of the wall.
 * Each function is one kind of space; colours come from the rng so no two rooms look alike.
 */
export type InteriorKind =
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'studio'
  | 'recording'
  | 'film'
  | 'theater'
  | 'workshop'
  | 'hall'
  | 'restaurant'
  | 'bar'
  | 'office'
  | 'clinic'
  | 'salon'
  | 'warehouse'
  | 'gym'
  | 'spa'
  | 'holistic';

const WOODS = ['#a0714f', '#c39a6b', '#8a5a3b', '#d2b48c'];
const FABRICS = ['#4f6d7a', '#c06c84', '#6c8a5a', '#e0a458', '#7d5ba6', '#3e5c76', '#b85c38'];

function plant(x: number, y: number, s: number): string {
  return (
    rect(x - s * 0.25, y - s * 0.45, s * 0.5, s * 0.45, '#b5651d', { rx: 4 }) +
    ellipse(x - s * 0.2, y - s * 0.75, s * 0.18, s * 0.4, '#3f7d3a', {
      transform: `rotate(-25 ${x} ${y})`,
    }) +
    ellipse(x + s * 0.2, y - s * 0.75, s * 0.18, s * 0.4, '#4e9a46', {
      transform: `rotate(25 ${x} ${y})`,
    }) +
    ellipse(x, y - s * 0.9, s * 0.16, s * 0.45, '#58a94f')
  );
}

function pendant(x: number, y: number, color: string): string {
  return (
    line(x, 0, x, y, '#333', 2) +
    path(`M${x - 30} ${y + 30}Q${x} ${y - 20} ${x + 30} ${y + 30}Z`, color) +
    ellipse(x, y + 32, 22, 6, '#fff6c8', { opacity: 0.9 })
  );
}

function chair(x: number, y: number, color: string): string {
  return (
    rect(x - 22, y - 70, 44, 40, color, { rx: 6 }) +
    rect(x - 24, y - 32, 48, 12, color, { rx: 4 }) +
    line(x - 18, y - 20, x - 20, y, '#333', 4) +
    line(x + 18, y - 20, x + 20, y, '#333', 4)
  );
}

function table(x: number, y: number, w: number, color: string): string {
  return (
    rect(x - w / 2, y - 60, w, 12, color, { rx: 3 }) +
    line(x - w / 2 + 12, y - 48, x - w / 2 + 12, y, '#444', 5) +
    line(x + w / 2 - 12, y - 48, x + w / 2 - 12, y, '#444', 5)
  );
}

function softbox(x: number, y: number): string {
  return (
    line(x, y + 60, x - 40, 700, '#222', 4) +
    line(x, y + 60, x + 40, 700, '#222', 4) +
    line(x, y + 60, x, 700, '#222', 4) +
    rect(x - 70, y - 50, 140, 110, '#222', { rx: 6 }) +
    rect(x - 60, y - 40, 120, 90, '#fffdf0', { rx: 4 })
  );
}

function monitor(x: number, y: number, glow: string): string {
  return (
    rect(x - 40, y - 56, 80, 50, '#1d1d1f', { rx: 4 }) +
    rect(x - 35, y - 51, 70, 40, glow) +
    rect(x - 4, y - 6, 8, 8, '#333')
  );
}

export function interiorProps(kind: InteriorKind, rng: Rng): string {
  const wood = rng.pick(WOODS);
  const fabric = rng.pick(FABRICS);
  const accent = rng.pick(FABRICS);
  let out = '';
  switch (kind) {
    case 'living':
      out += ellipse(420, 720, 330, 50, accent, { opacity: 0.6 });
      out +=
        rect(130, 520, 480, 140, fabric, { rx: 24 }) +
        rect(150, 470, 440, 90, fabric, { rx: 20 }) +
        rect(170, 560, 190, 40, '#ffffff', { opacity: 0.15, rx: 10 });
      out +=
        rect(300, 660, 240, 18, wood, { rx: 6 }) +
        line(320, 678, 320, 720, '#333', 5) +
        line(520, 678, 520, 720, '#333', 5);
      out +=
        rect(200, 230, 180, 130, '#fff', { rx: 4 }) +
        rect(212, 242, 156, 106, accent, { opacity: 0.7 });
      out += plant(640, 640, 120) + pendant(420, 140, '#222');
      break;
    case 'bedroom':
      out += rect(120, 330, 520, 180, wood, { rx: 12 });
      out +=
        rect(100, 480, 560, 170, '#f5f5f0', { rx: 14 }) +
        rect(100, 560, 560, 90, fabric, { rx: 14 });
      out +=
        rect(150, 440, 170, 60, '#ffffff', { rx: 18 }) +
        rect(440, 440, 170, 60, '#ffffff', { rx: 18 });
      out += rect(20, 520, 70, 110, wood, { rx: 4 }) + rect(670, 520, 70, 110, wood, { rx: 4 });
      out +=
        circle(55, 470, 26, '#fff1b8', { opacity: 0.9 }) +
        circle(705, 470, 26, '#fff1b8', { opacity: 0.9 });
      break;
    case 'kitchen':
      out +=
        rect(0, 120, 640, 150, '#f2efe8') +
        line(160, 120, 160, 270, '#d6d0c4', 3) +
        line(320, 120, 320, 270, '#d6d0c4', 3) +
        line(480, 120, 480, 270, '#d6d0c4', 3);
      out +=
        rect(0, 520, 760, 180, fabric) +
        rect(0, 505, 760, 22, '#e8e4dc') +
        rect(230, 520, 140, 120, '#2b2b2b', { rx: 6 });
      for (let i = 0; i < 4; i++) out += circle(255 + i * 30, 512, 9, '#444');
      out += rect(620, 260, 120, 260, '#dfe3e6', { rx: 8 });
      out += pendant(200, 330, accent) + pendant(420, 330, accent);
      out += ellipse(560, 496, 40, 10, '#c9c3b5') + circle(90, 490, 16, '#e05a47');
      break;
    case 'studio':
      out += path('M180 80H1020V560Q1020 700 1160 760H40Q180 700 180 560Z', '#f7f7f5');
      out += softbox(120, 300) + softbox(1060, 300);
      out +=
        line(600, 520, 560, 760, '#222', 5) +
        line(600, 520, 640, 760, '#222', 5) +
        rect(560, 470, 90, 60, '#1b1b1b', { rx: 8 }) +
        circle(605, 500, 20, '#3a3a3a');
      out += ellipse(600, 720, 150, 18, '#000', { opacity: 0.12 });
      break;
    case 'recording':
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 4; c++)
          out += rect(
            60 + c * 150,
            90 + r * 130,
            130,
            110,
            rng.pick(['#3a3f58', '#5a4a6b', '#2f4858']),
            { rx: 6 },
          );
      out +=
        rect(160, 540, 620, 40, '#2b2b2b', { rx: 6 }) +
        poly([180, 540, 760, 540, 720, 470, 220, 470], '#3c3c3c');
      for (let i = 0; i < 24; i++)
        out += circle(
          250 + (i % 12) * 40,
          490 + Math.floor(i / 12) * 30,
          6,
          i % 5 === 0 ? '#e4572e' : '#9ad1d4',
        );
      out +=
        rect(120, 380, 70, 100, '#111', { rx: 8 }) +
        circle(155, 440, 20, '#555') +
        rect(750, 380, 70, 100, '#111', { rx: 8 }) +
        circle(785, 440, 20, '#555');
      out +=
        line(900, 760, 900, 420, '#222', 5) +
        line(900, 420, 960, 380, '#222', 5) +
        rect(950, 340, 30, 60, '#777', { rx: 14 });
      break;
    case 'film':
      out += rect(120, 60, 860, 560, '#39b54a') + rect(120, 560, 860, 160, '#32a242');
      out += line(0, 50, 1200, 50, '#222', 10);
      for (let i = 0; i < 5; i++)
        out +=
          poly([180 + i * 200, 55, 150 + i * 200, 95, 210 + i * 200, 95], '#222') +
          poly(
            [150 + i * 200, 95, 210 + i * 200, 95, 260 + i * 200, 300, 100 + i * 200, 300],
            '#fffbe0',
            { opacity: 0.18 },
          );
      out +=
        line(1000, 520, 960, 780, '#222', 6) +
        line(1000, 520, 1040, 780, '#222', 6) +
        rect(940, 440, 130, 90, '#1b1b1b', { rx: 8 }) +
        circle(935, 485, 30, '#333') +
        circle(1030, 430, 30, '#1b1b1b') +
        circle(990, 430, 30, '#1b1b1b');
      break;
    case 'theater': {
      out += rect(0, 0, 1200, 800, '#1a1014');
      out += rect(150, 420, 900, 140, wood);
      out += poly([450, 0, 750, 0, 900, 560, 300, 560], '#fff6d0', { opacity: 0.12 });
      const curtain = '#9b1c2c';
      out +=
        path('M0 0H260Q230 300 300 560H0Z', curtain) +
        path('M1200 0H940Q970 300 900 560H1200Z', curtain) +
        rect(0, 0, 1200, 70, curtain);
      for (let i = 0; i < 6; i++)
        out +=
          line(30 + i * 40, 0, 40 + i * 45, 560, '#6d1320', 6) +
          line(1170 - i * 40, 0, 1160 - i * 45, 560, '#6d1320', 6);
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 12; c++)
          out += rect(40 + c * 96 + r * 20, 610 + r * 62, 70, 50, '#5a1a22', { rx: 10 });
      break;
    }
    case 'workshop':
      out += rect(80, 120, 560, 280, '#c8a877');
      for (let r = 0; r < 6; r++)
        for (let c = 0; c < 12; c++) out += circle(110 + c * 45, 145 + r * 45, 3, '#7a6040');
      out +=
        rect(150, 170, 12, 120, '#555') +
        rect(230, 170, 60, 20, '#c0392b') +
        rect(330, 170, 14, 140, '#777') +
        circle(450, 220, 36, 'none', { stroke: '#444', 'stroke-width': 8 }) +
        rect(520, 180, 70, 30, '#e67e22');
      out +=
        rect(60, 520, 720, 40, wood) +
        rect(80, 560, 20, 160, '#555') +
        rect(740, 560, 20, 160, '#555') +
        rect(80, 640, 680, 14, '#555');
      out += rect(200, 470, 120, 50, '#8e8e8e') + rect(420, 490, 160, 30, '#d35400');
      out +=
        ellipse(900, 700, 50, 12, '#555') +
        line(900, 700, 900, 600, '#555', 8) +
        ellipse(900, 600, 45, 12, wood);
      break;
    case 'hall':
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
            chair(x - 85, y + 20, accent) +
            chair(x + 85, y + 20, accent) +
            ellipse(x, y, 110, 28, '#ffffff') +
            rect(x - 110, y, 220, 50, '#f4f4f4') +
            circle(x, y - 18, 10, rng.pick(FABRICS));
        }
      }
      break;
    case 'restaurant':
      out += rect(700, 420, 500, 140, wood) + rect(700, 410, 500, 16, '#2b2b2b');
      for (let i = 0; i < 3; i++) out += pendant(180 + i * 220, 300, '#c68b3f');
      for (let i = 0; i < 3; i++)
        out +=
          table(180 + i * 220, 720, 150, wood) +
          chair(110 + i * 220, 740, fabric) +
          chair(250 + i * 220, 740, fabric);
      out += plant(1120, 780, 140);
      break;
    case 'bar':
      out += rect(0, 150, 1200, 20, wood) + rect(0, 280, 1200, 20, wood);
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
      out += rect(0, 520, 1200, 160, '#3b2418') + rect(0, 505, 1200, 24, wood);
      for (let i = 0; i < 6; i++)
        out +=
          ellipse(120 + i * 190, 700, 40, 10, '#222') +
          line(120 + i * 190, 700, 120 + i * 190, 790, '#222', 6);
      break;
    case 'office':
      for (let i = 0; i < 3; i++) out += pendant(200 + i * 300, 200, '#2f2f2f');
      for (let r = 0; r < 2; r++) {
        for (let c = 0; c < 3; c++) {
          const x = 180 + c * 300 + r * 60;
          const y = 600 + r * 130;
          out +=
            rect(x - 110, y - 60, 220, 14, '#f0f0f0', { rx: 3 }) +
            line(x - 100, y - 46, x - 100, y + 10, '#555', 5) +
            line(x + 100, y - 46, x + 100, y + 10, '#555', 5);
          out += monitor(x, y - 60, rng.pick(['#7fb3d5', '#a3e4d7', '#f5cba7']));
          out += rect(x - 25, y - 10, 50, 40, fabric, { rx: 8 });
        }
      }
      out +=
        plant(1120, 720, 150) +
        rect(60, 200, 200, 130, '#ffffff', { stroke: '#bbb', 'stroke-width': 4 });
      break;
    case 'clinic':
      out +=
        rect(120, 520, 440, 40, '#e8f1f2', { rx: 14 }) +
        rect(140, 560, 20, 140, '#9aa') +
        rect(520, 560, 20, 140, '#9aa') +
        rect(120, 500, 120, 30, '#ffffff', { rx: 12 });
      out +=
        rect(640, 380, 150, 320, '#f5f5f5', { rx: 6 }) +
        line(715, 380, 715, 700, '#ddd', 3) +
        circle(700, 540, 5, '#999') +
        circle(730, 540, 5, '#999');
      out +=
        rect(240, 150, 160, 160, '#ffffff', { rx: 6 }) +
        rect(305, 180, 30, 100, '#e53935') +
        rect(270, 215, 100, 30, '#e53935');
      out += plant(80, 720, 110);
      break;
    case 'salon':
      for (let i = 0; i < 3; i++) {
        const x = 160 + i * 280;
        out += rect(x - 80, 140, 160, 230, '#cfe8f0', {
          stroke: '#f4f4f4',
          'stroke-width': 10,
          rx: 6,
        });
        for (let d = 0; d < 6; d++) out += circle(x - 95 + d * 38, 126, 7, '#fff6c8');
        out +=
          rect(x - 90, 380, 180, 20, '#f4f4f4') +
          rect(x - 55, 520, 110, 120, '#222', { rx: 18 }) +
          rect(x - 60, 470, 120, 70, '#333', { rx: 16 }) +
          line(x, 640, x, 720, '#999', 10) +
          ellipse(x, 725, 50, 10, '#999');
      }
      break;
    case 'warehouse':
      out += rect(0, 0, 1200, 800, '#8d8f91', { opacity: 0.6 });
      for (let s = 0; s < 2; s++) {
        const x = 60 + s * 420;
        for (let l = 0; l < 4; l++) {
          out += rect(x, 200 + l * 140, 360, 10, '#e67e22');
          for (let b = 0; b < 4; b++)
            if (rng.chance(0.8))
              out += rect(x + 10 + b * 88, 200 + l * 140 - 70, 78, 70, '#c9a66b', {
                stroke: '#a07f4a',
                'stroke-width': 3,
              });
        }
        out += rect(x, 120, 10, 640, '#2c3e50') + rect(x + 350, 120, 10, 640, '#2c3e50');
      }
      out += rect(900, 300, 260, 420, '#b0b6ba');
      for (let i = 0; i < 12; i++) out += line(900, 320 + i * 34, 1160, 320 + i * 34, '#8e969b', 3);
      break;
    case 'gym':
      out += rect(0, 120, 700, 360, '#dfe9ef', { opacity: 0.7 });
      out += rect(80, 600, 400, 14, '#333');
      for (let i = 0; i < 6; i++)
        out +=
          rect(100 + i * 62, 560 + (i % 2) * 6, 20, 50, '#222', { rx: 4 }) +
          rect(120 + i * 62, 578, 20, 12, '#777');
      out +=
        rect(540, 600, 240, 24, '#222', { rx: 8 }) +
        rect(560, 624, 16, 90, '#555') +
        rect(740, 624, 16, 90, '#555') +
        line(520, 470, 800, 470, '#999', 8) +
        circle(520, 470, 36, '#222') +
        circle(800, 470, 36, '#222');
      out +=
        poly([860, 720, 1160, 720, 1120, 640, 880, 660], '#333') +
        line(1100, 640, 1120, 420, '#444', 10) +
        rect(1090, 400, 80, 40, '#222', { rx: 6 });
      break;
    case 'spa':
      out +=
        ellipse(480, 650, 340, 90, '#d8c3a5') +
        ellipse(480, 645, 300, 70, '#5bc0d6') +
        ellipse(480, 640, 200, 30, '#ffffff', { opacity: 0.25 });
      for (let i = 0; i < 5; i++)
        out +=
          rect(60 + i * 30, 520 - i * 4, 24, 40, '#fff', { rx: 4 }) +
          circle(72 + i * 30, 514 - i * 4, 6, '#ffcc66');
      out +=
        rect(850, 520, 200, 40, '#f5f5f0', { rx: 10 }) +
        rect(860, 490, 180, 34, '#e8d8c0', { rx: 10 });
      out +=
        plant(1100, 760, 150) +
        ellipse(200, 760, 40, 16, '#777') +
        ellipse(250, 770, 30, 12, '#999');
      break;
    case 'holistic':
      for (let i = 0; i < 4; i++)
        out += poly(
          [120 + i * 230, 760, 300 + i * 230, 760, 270 + i * 230, 620, 150 + i * 230, 620],
          rng.pick(['#7d5ba6', '#5b8e7d', '#e0a458', '#c06c84']),
        );
      for (let i = 0; i < 3; i++) out += ellipse(200 + i * 300, 590, 50, 18, accent);
      out +=
        plant(60, 600, 160) +
        plant(1140, 600, 160) +
        circle(520, 260, 60, 'none', { stroke: '#c9a66b', 'stroke-width': 6 });
      break;
  }
  return out;
}
