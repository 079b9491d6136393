import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import { brokenDocPointers, docFiles } from './doc-links.js';

/**
 * Documents kept with the product specification, outside this repository, that decisions cite as
 * their sources (docs/decisions/README.md). Nowhere else may a document point to them.
 */
const SPEC_DOCUMENTS = ['decisions.md', 'ARCHITECTURE.md'];

describe('the documentation', () => {
  it('covers the READMEs, the changelog and docs/', () => {
    const files = docFiles(repoRoot);
    for (const file of ['README.md', 'CHANGELOG.md', 'docs/configuration.md']) {
      expect(files).toContain(file);
    }
    expect(files.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(30);
  });

  it('points to no file that does not exist', () => {
    const broken = brokenDocPointers(repoRoot).filter((pointer) => {
      const [, file = '', target = ''] = /^(.*):\d+ → (.*)$/.exec(pointer) ?? [];
      return !(file.startsWith('docs/decisions/') && SPEC_DOCUMENTS.includes(target));
    });
    expect(broken).toEqual([]);
  });
});
