import { ResultsSkeleton } from './results-list';

/** The home while its route's loader asks for the first results (the list's own skeleton). */
export function HomePending() {
  return (
    <div className="mx-auto max-w-[1760px] px-5 pt-6 pb-16 md:px-10 xl:px-20">
      <ResultsSkeleton />
    </div>
  );
}
