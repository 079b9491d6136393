import { plant, pendant } from './furniture.js';
import { type Room } from './palette.js';
import { circle, ellipse, line, rect } from '../svg.js';

// Rooms of a home: living room, bedroom, kitchen.

export const living: Room = (p) => {
  let out = '';
  out += ellipse(420, 720, 330, 50, p.accent, { opacity: 0.6 });
  out +=
    rect(130, 520, 480, 140, p.fabric, { rx: 24 }) +
    rect(150, 470, 440, 90, p.fabric, { rx: 20 }) +
    rect(170, 560, 190, 40, '#ffffff', { opacity: 0.15, rx: 10 });
  out +=
    rect(300, 660, 240, 18, p.wood, { rx: 6 }) +
    line(320, 678, 320, 720, '#333', 5) +
    line(520, 678, 520, 720, '#333', 5);
  out +=
    rect(200, 230, 180, 130, '#fff', { rx: 4 }) +
    rect(212, 242, 156, 106, p.accent, { opacity: 0.7 });
  out += plant(640, 640, 120) + pendant(420, 140, '#222');
  return out;
};

export const bedroom: Room = (p) => {
  let out = '';
  out += rect(120, 330, 520, 180, p.wood, { rx: 12 });
  out +=
    rect(100, 480, 560, 170, '#f5f5f0', { rx: 14 }) + rect(100, 560, 560, 90, p.fabric, { rx: 14 });
  out +=
    rect(150, 440, 170, 60, '#ffffff', { rx: 18 }) + rect(440, 440, 170, 60, '#ffffff', { rx: 18 });
  out += rect(20, 520, 70, 110, p.wood, { rx: 4 }) + rect(670, 520, 70, 110, p.wood, { rx: 4 });
  out +=
    circle(55, 470, 26, '#fff1b8', { opacity: 0.9 }) +
    circle(705, 470, 26, '#fff1b8', { opacity: 0.9 });
  return out;
};

export const kitchen: Room = (p) => {
  let out = '';
  out +=
    rect(0, 120, 640, 150, '#f2efe8') +
    line(160, 120, 160, 270, '#d6d0c4', 3) +
    line(320, 120, 320, 270, '#d6d0c4', 3) +
    line(480, 120, 480, 270, '#d6d0c4', 3);
  out +=
    rect(0, 520, 760, 180, p.fabric) +
    rect(0, 505, 760, 22, '#e8e4dc') +
    rect(230, 520, 140, 120, '#2b2b2b', { rx: 6 });
  for (let i = 0; i < 4; i++) out += circle(255 + i * 30, 512, 9, '#444');
  out += rect(620, 260, 120, 260, '#dfe3e6', { rx: 8 });
  out += pendant(200, 330, p.accent) + pendant(420, 330, p.accent);
  out += ellipse(560, 496, 40, 10, '#c9c3b5') + circle(90, 490, 16, '#e05a47');
  return out;
};
