/** Whether the reader asked the system for less motion: then every jump is instant. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls a section into view (its `scroll-margin-top` clears the sticky header) and moves the
 * keyboard focus there, so the next Tab continues from the section and screen readers announce it.
 */
export function goToElement(element: HTMLElement): void {
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The element a location hash names (`#your-rights`), if the page has it. */
export function elementForHash(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the raw text up instead.
  }
  return document.getElementById(id);
}
