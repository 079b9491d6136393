import { ellipse, line, path, rect } from '../svg.js';

// Props more than one kind of room uses, drawn at a point on the floor or hanging from above.

export function plant(x: number, y: number, s: number): string {
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

export function pendant(x: number, y: number, color: string): string {
  return (
    line(x, 0, x, y, '#333', 2) +
    path(`M${x - 30} ${y + 30}Q${x} ${y - 20} ${x + 30} ${y + 30}Z`, color) +
    ellipse(x, y + 32, 22, 6, '#fff6c8', { opacity: 0.9 })
  );
}

export function chair(x: number, y: number, color: string): string {
  return (
    rect(x - 22, y - 70, 44, 40, color, { rx: 6 }) +
    rect(x - 24, y - 32, 48, 12, color, { rx: 4 }) +
    line(x - 18, y - 20, x - 20, y, '#333', 4) +
    line(x + 18, y - 20, x + 20, y, '#333', 4)
  );
}

export function table(x: number, y: number, w: number, color: string): string {
  return (
    rect(x - w / 2, y - 60, w, 12, color, { rx: 3 }) +
    line(x - w / 2 + 12, y - 48, x - w / 2 + 12, y, '#444', 5) +
    line(x + w / 2 - 12, y - 48, x + w / 2 - 12, y, '#444', 5)
  );
}

export function softbox(x: number, y: number): string {
  return (
    line(x, y + 60, x - 40, 700, '#222', 4) +
    line(x, y + 60, x + 40, 700, '#222', 4) +
    line(x, y + 60, x, 700, '#222', 4) +
    rect(x - 70, y - 50, 140, 110, '#222', { rx: 6 }) +
    rect(x - 60, y - 40, 120, 90, '#fffdf0', { rx: 4 })
  );
}

export function monitor(x: number, y: number, glow: string): string {
  return (
    rect(x - 40, y - 56, 80, 50, '#1d1d1f', { rx: 4 }) +
    rect(x - 35, y - 51, 70, 40, glow) +
    rect(x - 4, y - 6, 8, 8, '#333')
  );
}
