import type { Landscape } from '../catalogue/gazetteer.js';
import { createRng } from '../prng.js';
import { backdrop, lit } from './backdrop.js';
import { exteriorScene } from './exteriors/index.js';
import { interiorProps, type InteriorKind } from './interiors/index.js';
import { isExterior, type SceneKind } from './scenes.js';
import type { TimeOfDay } from './sky.js';
import { el, line, linearGradient, radialGradient, rect } from './svg.js';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

export interface ImageSpec {
  scene: SceneKind;
  landscape: Landscape;
  timeOfDay: TimeOfDay;
  /** Same seed → byte-identical file, so rewriting is harmless and tests are stable. */
  seed: string;
}

const WALL_TONES = ['#efe6da', '#e3e8ea', '#f3efe6', '#dfe6dc', '#ece1d6', '#d9dde4'];
const FLOOR_TONES = ['#b08968', '#9c7a5b', '#c9b79c', '#8d8f91', '#d7cbb8'];
/** Rooms whose props fill the wall: a window would be hidden anyway. */
const WINDOWLESS: readonly InteriorKind[] = ['theater', 'film'];

function interior(kind: InteriorKind, spec: ImageSpec): { defs: string; body: string } {
  const rng = createRng(`${spec.seed}:room`);
  const wall = rng.pick(WALL_TONES);
  const floor = rng.pick(FLOOR_TONES);
  let defs =
    linearGradient('wall', [
      [0, wall],
      [1, lit(wall, 'dawn')],
    ]) +
    linearGradient('floor', [
      [0, floor],
      [1, lit(floor, 'dusk')],
    ]);
  let body = rect(0, 0, 1200, 560, 'url(#wall)') + rect(0, 560, 1200, 240, 'url(#floor)');
  body += line(0, 560, 1200, 560, '#000', 3, { opacity: 0.15 });
  if (!WINDOWLESS.includes(kind)) {
    const view = backdrop(spec.landscape, spec.timeOfDay, createRng(`${spec.seed}:view`));
    defs += view.defs;
    const [x, y, w, h] = [780, 110, 340, 330];
    body +=
      rect(x - 14, y - 14, w + 28, h + 28, '#fafafa') +
      el(
        'svg',
        {
          x,
          y,
          width: w,
          height: h,
          viewBox: '150 80 900 600',
          preserveAspectRatio: 'xMidYMid slice',
        },
        view.body,
      ) +
      line(x + w / 2, y, x + w / 2, y + h, '#fafafa', 8) +
      rect(x - 24, y + h + 10, w + 48, 14, '#e8e8e8');
    defs += radialGradient('light', [
      [0, '#fff8e0', 0.35],
      [1, '#fff8e0', 0],
    ]);
    body += el('ellipse', { cx: x + w / 2, cy: 640, rx: 380, ry: 120, fill: 'url(#light)' });
  }
  body += interiorProps(kind, rng);
  return { defs, body };
}

/** A 1200×800 illustration of a listing photo; pure and deterministic. */
export function renderListingImage(spec: ImageSpec): string {
  let defs: string;
  let body: string;
  if (isExterior(spec.scene)) {
    const bd = backdrop(spec.landscape, spec.timeOfDay, createRng(`${spec.seed}:land`));
    defs = bd.defs;
    body = bd.body + exteriorScene(spec.scene, createRng(`${spec.seed}:scene`), spec.timeOfDay);
  } else {
    ({ defs, body } = interior(spec.scene, spec));
  }
  // A soft vignette reads as a lens and ties the flat shapes together.
  defs += radialGradient('vignette', [
    [0.55, '#000000', 0],
    [1, '#000000', 0.35],
  ]);
  body += rect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT, 'url(#vignette)');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}
