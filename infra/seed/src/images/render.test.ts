import { describe, expect, it } from 'vitest';
import type { Landscape } from '../catalogue/gazetteer.js';
import { renderListingImage } from './render.js';
import { EXTERIOR_SCENES, INTERIOR_SCENES } from './scenes.js';
import { TIMES_OF_DAY } from './sky.js';

const LANDSCAPES: Landscape[] = ['city', 'coast', 'andes', 'lakes', 'desert', 'valley'];
const SCENES = [...EXTERIOR_SCENES, ...INTERIOR_SCENES];

/** Well-formedness without a DOM: every opened element is closed in order. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe('listing image generator', () => {
  it.each(SCENES)(
    'renders a small, well-formed 1200x800 SVG for %s in every landscape',
    (scene) => {
      for (const landscape of LANDSCAPES) {
        // Night is the heaviest (stars, lit windows); day the lightest; the others sit between.
        for (const timeOfDay of [
          'night',
          'day',
          TIMES_OF_DAY[scene.length % 5] ?? 'dusk',
        ] as const) {
          const svg = renderListingImage({
            scene,
            landscape,
            timeOfDay,
            seed: `${scene}-${landscape}`,
          });
          const label = `${scene}/${landscape}/${timeOfDay}`;
          expect(
            svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"'),
          ).toBe(true);
          expect(isBalanced(svg), label).toBe(true);
          expect(svg, label).not.toMatch(/NaN|undefined|Infinity/);
          expect(Buffer.byteLength(svg), label).toBeLessThan(15 * 1024);
          // Every referenced gradient is defined in the same file.
          for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g))
            expect(svg).toContain(`id="${id}"`);
        }
      }
    },
  );

  it('is deterministic for a seed and varies across seeds', () => {
    const spec = { scene: 'house', landscape: 'lakes', timeOfDay: 'golden', seed: 'a' } as const;
    expect(renderListingImage(spec)).toBe(renderListingImage(spec));
    expect(renderListingImage({ ...spec, seed: 'b' })).not.toBe(renderListingImage(spec));
  });

  it('lights windows at night and not by day', () => {
    const base = { scene: 'building', landscape: 'city', seed: 'n' } as const;
    expect(renderListingImage({ ...base, timeOfDay: 'night' })).toContain('#ffd98a');
    expect(renderListingImage({ ...base, timeOfDay: 'day' })).not.toContain('#ffd98a');
  });
});
