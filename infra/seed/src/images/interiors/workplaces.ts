import { plant, pendant, monitor } from './furniture.js';
import { type Room } from './palette.js';
import { circle, ellipse, line, rect } from '../svg.js';

// Places to work: workshop, office, clinic box, salon, warehouse.

export const workshop: Room = (p) => {
  let out = '';
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
    rect(60, 520, 720, 40, p.wood) +
    rect(80, 560, 20, 160, '#555') +
    rect(740, 560, 20, 160, '#555') +
    rect(80, 640, 680, 14, '#555');
  out += rect(200, 470, 120, 50, '#8e8e8e') + rect(420, 490, 160, 30, '#d35400');
  out +=
    ellipse(900, 700, 50, 12, '#555') +
    line(900, 700, 900, 600, '#555', 8) +
    ellipse(900, 600, 45, 12, p.wood);
  return out;
};

export const office: Room = (p, rng) => {
  let out = '';
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
      out += rect(x - 25, y - 10, 50, 40, p.fabric, { rx: 8 });
    }
  }
  out +=
    plant(1120, 720, 150) +
    rect(60, 200, 200, 130, '#ffffff', { stroke: '#bbb', 'stroke-width': 4 });
  return out;
};

export const clinic: Room = () => {
  let out = '';
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
  return out;
};

export const salon: Room = () => {
  let out = '';
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
  return out;
};

export const warehouse: Room = (_p, rng) => {
  let out = '';
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
  return out;
};
