/** Minimal SVG string helpers: numbers rounded to one decimal keep the files small. */
export type Attrs = Record<string, string | number | undefined>;

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : escapeXml(v as string)}"`)
    .join('');
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function el(name: string, a: Attrs, children = ''): string {
  return children ? `<${name}${attrs(a)}>${children}</${name}>` : `<${name}${attrs(a)}/>`;
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

/** Points as [x, y, x, y, …]. */
export const poly = (points: number[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: pointList(points), fill, ...extra });

export const polyline = (points: number[], stroke: string, width = 2, extra: Attrs = {}) =>
  el('polyline', {
    points: pointList(points),
    fill: 'none',
    stroke,
    'stroke-width': width,
    ...extra,
  });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

function pointList(points: number[]): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    out.push(`${r1(points[i] ?? 0)},${r1(points[i + 1] ?? 0)}`);
  return out.join(' ');
}

export function linearGradient(id: string, stops: [number, string][], vertical = true): string {
  return el(
    'linearGradient',
    vertical ? { id, x1: 0, y1: 0, x2: 0, y2: 1 } : { id, x1: 0, y1: 0, x2: 1, y2: 0 },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );
}

export function radialGradient(id: string, stops: [number, string, number?][]): string {
  return el(
    'radialGradient',
    { id },
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join(''),
  );
}

/** Mixes two #rrggbb colours; t = 0 → a, 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const ch = (shift: number) => {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    return Math.round(va + (vb - va) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** `#rgb` or `#rrggbb` → 0xrrggbb. */
function parseHex(color: string): number {
  const hex = color.slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return parseInt(full, 16);
}
