import { softbox } from './furniture.js';
import { type Room } from './palette.js';
import { circle, ellipse, line, path, poly, rect } from '../svg.js';

// Production spaces: photo studio, recording booth, film set, theatre.

export const studio: Room = () => {
  let out = '';
  out += path('M180 80H1020V560Q1020 700 1160 760H40Q180 700 180 560Z', '#f7f7f5');
  out += softbox(120, 300) + softbox(1060, 300);
  out +=
    line(600, 520, 560, 760, '#222', 5) +
    line(600, 520, 640, 760, '#222', 5) +
    rect(560, 470, 90, 60, '#1b1b1b', { rx: 8 }) +
    circle(605, 500, 20, '#3a3a3a');
  out += ellipse(600, 720, 150, 18, '#000', { opacity: 0.12 });
  return out;
};

export const recording: Room = (_p, rng) => {
  let out = '';
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
  return out;
};

export const film: Room = () => {
  let out = '';
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
  return out;
};

export const theater: Room = (p) => {
  let out = '';
  out += rect(0, 0, 1200, 800, '#1a1014');
  out += rect(150, 420, 900, 140, p.wood);
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
  return out;
};
