import { Skeleton } from '@/components/ui/skeleton';
import { ListingCardSkeleton } from '@/features/listings/components/listing-card-skeleton';

export function HostProfileSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-[1120px] px-5 pt-6 pb-24 md:px-10 md:pt-10">
      <div className="grid gap-8 md:grid-cols-[300px_1fr] md:gap-14">
        <div className="flex flex-col items-center rounded-3xl px-6 py-8 shadow-[0_6px_20px_rgba(0,0,0,0.12)]">
          <Skeleton className="size-28 rounded-full" />
          <Skeleton className="mt-4 h-6 w-32" />
          <Skeleton className="mt-3 h-4 w-40" />
        </div>
        <div>
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <ListingCardSkeleton key={i} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
