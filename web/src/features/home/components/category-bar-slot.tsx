/**
 * Interim (replaced in this issue by the i9-steps branch): where the category bar
 * (`features/search/category-bar/category-bar.tsx`, `CategoryBar`) mounts under the header. That
 * branch builds the bar in parallel; at the merge this file renders `<CategoryBar />`.
 */
export function CategoryBarSlot() {
  return null;
}
