import { plant } from './furniture.js';
import { type Room } from './palette.js';
import { circle, ellipse, line, poly, rect } from '../svg.js';

// Places to move and rest: gym, spa, holistic centre.

export const gym: Room = () => {
  let out = '';
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
  return out;
};

export const spa: Room = () => {
  let out = '';
  out +=
    ellipse(480, 650, 340, 90, '#d8c3a5') +
    ellipse(480, 645, 300, 70, '#5bc0d6') +
    ellipse(480, 640, 200, 30, '#ffffff', { opacity: 0.25 });
  for (let i = 0; i < 5; i++)
    out +=
      rect(60 + i * 30, 520 - i * 4, 24, 40, '#fff', { rx: 4 }) +
      circle(72 + i * 30, 514 - i * 4, 6, '#ffcc66');
  out +=
    rect(850, 520, 200, 40, '#f5f5f0', { rx: 10 }) + rect(860, 490, 180, 34, '#e8d8c0', { rx: 10 });
  out +=
    plant(1100, 760, 150) + ellipse(200, 760, 40, 16, '#777') + ellipse(250, 770, 30, 12, '#999');
  return out;
};

export const holistic: Room = (p, rng) => {
  let out = '';
  for (let i = 0; i < 4; i++)
    out += poly(
      [120 + i * 230, 760, 300 + i * 230, 760, 270 + i * 230, 620, 150 + i * 230, 620],
      rng.pick(['#7d5ba6', '#5b8e7d', '#e0a458', '#c06c84']),
    );
  for (let i = 0; i < 3; i++) out += ellipse(200 + i * 300, 590, 50, 18, p.accent);
  out +=
    plant(60, 600, 160) +
    plant(1140, 600, 160) +
    circle(520, 260, 60, 'none', { stroke: '#c9a66b', 'stroke-width': 6 });
  return out;
};
