import { describe, expect, it } from 'vitest';
import { contentSlugs, findContent } from './content-doc';
import type { ContentDoc, ContentModules } from './content-doc';

const doc = (title: string): ContentDoc => ({ meta: { title }, html: '', headings: [] });
const modules: ContentModules = {
  '/src/content/pages/safety.en.md': () => Promise.resolve(doc('Safety')),
  '/src/content/pages/safety.es.md': () => Promise.resolve(doc('Seguridad')),
  '/src/content/pages/careers.en.md': () => Promise.resolve(doc('Careers')),
};

describe('content lookup', () => {
  it('finds the language asked for', async () => {
    expect((await findContent(modules, 'safety', 'es')?.load())?.meta.title).toBe('Seguridad');
  });

  it('falls back to English, and answers undefined for an unknown slug', async () => {
    expect((await findContent(modules, 'careers', 'es')?.load())?.meta.title).toBe('Careers');
    expect(findContent(modules, 'nope', 'en')).toBeUndefined();
  });

  it('lists slugs once', () => {
    expect(contentSlugs(modules)).toEqual(['careers', 'safety']);
  });
});
