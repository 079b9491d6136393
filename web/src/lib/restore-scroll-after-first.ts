/**
 * The router's scroll restoration (it asks on every render), except on the first render of a
 * page the server drew: the visitor may have scrolled it before the app took it over (a slow
 * phone, seconds), and the router would throw them back to the top of the page.
 */
export function restoreScrollAfterFirst(skipFirst: boolean): () => boolean {
  let skip = skipFirst;
  return () => {
    if (!skip) return true;
    skip = false;
    return false;
  };
}
