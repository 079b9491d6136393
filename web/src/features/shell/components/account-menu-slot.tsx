import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_MENU_TRIGGER_CLASS,
  ACCOUNT_MENU_TRIGGER_TEST_ID,
  AccountMenuTriggerFace,
} from '@/features/account/components/account-menu-trigger';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The menu (Radix dropdown with its positioning engine, the listing chooser dialog) is on every
// page but used on few visits: it is fetched on intent (hover, focus) and shown on the first click.
const AccountMenu = lazyWithPreload(
  () => import('@/features/account/components/account-menu'),
  (m) => m.AccountMenu,
  // Its code could not be fetched: the look-alike button stays, a toast says so, a click retries.
  { unavailable: { toast: true, standIn: (_props, retry) => <StandIn onUse={retry} /> } },
);

/** The header's account menu: a look-alike button until the first click mounts the real menu. */
export function AccountMenuSlot() {
  const [used, setUsed] = useState<'pointer' | 'keyboard' | null>(null);
  const standIn = <StandIn onUse={setUsed} />;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu defaultOpen focusFirstItem={used === 'keyboard'} />
    </Suspense>
  );
}

function StandIn({ onUse }: { onUse(how: 'pointer' | 'keyboard'): void }) {
  const { t } = useTranslation('account');
  return (
    <button
      type="button"
      aria-label={t('menu.open')}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={ACCOUNT_MENU_TRIGGER_TEST_ID}
      className={ACCOUNT_MENU_TRIGGER_CLASS}
      onPointerEnter={() => void AccountMenu.preload()}
      onFocus={() => void AccountMenu.preload()}
      // A click from Enter or Space has no pointer position: detail is 0.
      onClick={(event) => onUse(event.detail === 0 ? 'keyboard' : 'pointer')}
    >
      <AccountMenuTriggerFace />
    </button>
  );
}
