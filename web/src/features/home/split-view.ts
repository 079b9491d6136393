/** From this width the home's map stands beside the list; below, a button switches between them. */
export const SPLIT_VIEW_MIN_PX = 1024;
export const SPLIT_VIEW_QUERY = `(min-width: ${SPLIT_VIEW_MIN_PX}px)`;
