import { cn } from '@/components/ui/cn';
import { FiltersButton } from '@/features/filters/filters-button'; // i9-filters: temporary
import { AccountMenuSlot } from './account-menu-slot';
import { PreferencesButton } from '@/features/preferences/components/preferences-button';
import { useIsMobile } from '@/lib/use-media-query';
import { useHeaderVisibility } from '../header-visibility';
import { Logo } from './logo';
import { SearchModeSwitch } from './search-mode-switch';

export function Header() {
  const isMobile = useIsMobile();
  const visible = useHeaderVisibility(isMobile);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur transition-transform duration-200',
        !visible && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-16 max-w-[1760px] items-center justify-between gap-4 px-5 md:h-20 md:px-10 xl:px-20">
        <div className="flex min-w-0 flex-1 items-center">
          <Logo compact={isMobile} />
        </div>
        <div className="flex justify-center">
          <SearchModeSwitch />
        </div>
        <div className="flex flex-1 items-center justify-end gap-1">
          <FiltersButton variant={isMobile ? 'mobile' : 'desktop'} /> {/* i9-filters: temporary */}
          <div className="hidden md:block">
            <PreferencesButton variant="icon" />
          </div>
          <AccountMenuSlot />
        </div>
      </div>
    </header>
  );
}
