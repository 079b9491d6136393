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
    // Every source file's text, through Vite (tests only; the app never reads these).
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx,json}', '!/src/**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
