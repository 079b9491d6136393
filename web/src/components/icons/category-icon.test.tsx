import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as contracts from '@arrendo/contracts/web';
import {
  CATEGORY_IDS,
  FEATURED_CATEGORY,
  STAY_THEMES,
  STAY_TYPES,
  SUBCATEGORIES,
} from '@arrendo/contracts/web';
import { CategoryIcon, hasCategoryIcon } from './category-icon';

/** Characters drawn as emoji by default, or asked to be (U+FE0F): boxes without an emoji font. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

describe('category icons', () => {
  it('every catalogue value has an SVG icon of its own', () => {
    const ids = [
      FEATURED_CATEGORY,
      ...CATEGORY_IDS,
      ...SUBCATEGORIES.map((s) => s.id),
      ...STAY_THEMES,
      ...STAY_TYPES,
    ];
    expect(ids.filter((id) => !hasCategoryIcon(id))).toEqual([]);
    const { container } = render(<CategoryIcon id="lakefront" className="size-6" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });

  it('the category data carries no emoji', () => {
    const data = JSON.stringify({
      tree: contracts.CATEGORY_TREE,
      subcategories: contracts.SUBCATEGORIES,
      themes: contracts.STAY_THEMES,
      types: contracts.STAY_TYPES,
    });
    expect(data).not.toMatch(EMOJI);
    expect('CATEGORY_ICONS' in contracts).toBe(false);
  });

  it('no source file of the web app draws an emoji', () => {
    const root = join(import.meta.dirname, '../..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => /\.(tsx?|json)$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
