// Interim (replaced in this issue by the filters branch): the button that opens the filters
// dialog, with the filters-active indicator.
export function FiltersButton({ variant }: { variant: 'desktop' | 'mobile' }) {
  return (
    <button type="button" data-variant={variant}>
      Filters
    </button>
  );
}
