/** A box's horizontal edges, in the same coordinates for both arguments (client pixels). */
export interface Span {
  left: number;
  right: number;
}

/**
 * How far a row must scroll sideways to show `item` whole inside `visible` (the row's box less
 * its padding, where the arrows sit): negative to the left, 0 when it is already in sight. Like
 * `scrollIntoView({ inline: 'nearest' })`, without scrolling anything but the row.
 */
export function horizontalShortfall(visible: Span, item: Span): number {
  if (item.left < visible.left) return item.left - visible.left;
  if (item.right > visible.right)
    return Math.min(item.right - visible.right, item.left - visible.left);
  return 0;
}

/** The row's visible span in client pixels, inside its padding. */
export function visibleSpan(row: HTMLElement): Span {
  const box = row.getBoundingClientRect();
  const style = getComputedStyle(row);
  return {
    left: box.left + parseFloat(style.paddingLeft),
    right: box.right - parseFloat(style.paddingRight),
  };
}
