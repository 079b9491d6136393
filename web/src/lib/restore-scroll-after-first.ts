/**
 * The router's scroll restoration (it asks on every render), except on the first render of a
 * page the server drew: the visitor may have scrolled it before the app took it over (a slow
 * phone, seconds), and the router would throw them back to the top of the page.
 */
export function restoreScrollAfterFirst(
  skipFirst: boolean,
  keepPlace: () => void = markWindowScrolled,
): () => boolean {
  let skip = skipFirst;
  return () => {
    if (!skip) return true;
    skip = false;
    keepPlace();
    return false;
  };
}

/**
 * The router saves, on leaving a page, the position of what scrolled since it rendered it; the
 * visitor's scrolling came before the router ran. A scroll event at the document (the one the
 * router listens for, not bubbling to the page's own window listeners) makes back return here.
 */
function markWindowScrolled(): void {
  if (typeof document === 'undefined') return;
  if (window.scrollX === 0 && window.scrollY === 0) return;
  document.dispatchEvent(new Event('scroll'));
}
