import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_BOOT_SCRIPT, firstScreenWidth } from './first-screen';

/** Runs the boot script as the page's `<script data-entry=…>` would, in this document. */
function runBoot(entry = '/assets/index-Ab12.js', drawnWidth = window.innerWidth): void {
  const script = document.createElement('script');
  script.setAttribute('data-entry', entry);
  script.setAttribute('data-width', String(drawnWidth));
  document.body.appendChild(script);
  // The script reads document.currentScript, which only a parser-run script has here.
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(FIRST_SCREEN_BOOT_SCRIPT)();
}

const entryScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  );

describe('the first screen boot script', () => {
  beforeEach(() => {
    document.documentElement.lang = 'es';
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    localStorage.clear();
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    document.body.replaceChildren();
  });

  beforeEach(() => {
    // The boots of these tests never load anything: no load listener is left behind.
    vi.spyOn(window, 'addEventListener').mockImplementation(() => undefined);
  });

  it('keeps the drawing for a visitor whose stored choices match it', () => {
    localStorage.setItem('i18nextLng', 'es');
    localStorage.setItem('currency-store', JSON.stringify({ currency: 'CLP' }));
    runBoot();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ['another language', 'i18nextLng', 'en'],
    ['another currency', 'currency-store', JSON.stringify({ currency: 'USD', rates: {} })],
    ['prices with tax', 'showTaxIncluded', 'true'],
    [
      "the admin's default of prices with tax",
      'platform-fees',
      JSON.stringify({ serviceFeePercent: 10, vatPercent: 19, showTaxIncludedByDefault: true }),
    ],
  ])('marks the drawing stale for %s', (_, key, value) => {
    localStorage.setItem(key, value);
    runBoot();
    expect(document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('stale');
  });

  it("keeps the drawing for a visitor who turned taxes off against the admin's default", () => {
    localStorage.setItem('showTaxIncluded', 'false');
    localStorage.setItem(
      'platform-fees',
      JSON.stringify({ serviceFeePercent: 10, vatPercent: 19, showTaxIncludedByDefault: true }),
    );
    runBoot();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('marks the drawing stale on a screen laid out otherwise than guessed', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    runBoot('/assets/index-Ab12.js', 412);
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
    runBoot('/assets/index-Ab12.js', 1280);
    expect(document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe('stale');
  });

  it('loads the app once the page has loaded and a frame has been painted, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    // The page's load event, kept here rather than dispatched (other tests' boots listen too).
    let onLoad: (() => void) | undefined;
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'load') onLoad = listener as () => void;
    });
    runBoot('/assets/index-Xy.js');
    expect(entryScripts()).toEqual([]);
    onLoad?.();
    expect(entryScripts()).toEqual([]);
    frames.shift()?.(0);
    expect(entryScripts()).toEqual([]);
    frames.shift()?.(16);
    expect(entryScripts()).toEqual(['/assets/index-Xy.js']);
    vi.advanceTimersByTime(5000);
    expect(entryScripts()).toEqual(['/assets/index-Xy.js']);
  });

  it('loads the app after three seconds even if the page never finishes loading', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'addEventListener').mockImplementation(() => undefined);
    runBoot('/assets/index-Xy.js');
    vi.advanceTimersByTime(2999);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/assets/index-Xy.js']);
  });
});

describe('firstScreenWidth', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    document.body.replaceChildren();
  });

  function root(attributes: Record<string, string>): HTMLElement {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.innerHTML = '<main>drawn</main>';
    document.body.appendChild(element);
    return element;
  }

  it('reads the width the page was drawn for', () => {
    expect(firstScreenWidth(root({ [FIRST_SCREEN_ATTRIBUTE]: '412', inert: '' }))).toBe(412);
  });

  it('is null for a page drawn by the browser', () => {
    expect(firstScreenWidth(root({}))).toBeNull();
  });

  it('empties a stale drawing so the app starts on its own', () => {
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'stale');
    const element = root({ [FIRST_SCREEN_ATTRIBUTE]: '412', inert: '' });
    expect(firstScreenWidth(element)).toBeNull();
    expect(element.childNodes).toHaveLength(0);
    expect(element.hasAttribute('inert')).toBe(false);
    expect(element.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
});
