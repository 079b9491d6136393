import { useTranslation } from 'react-i18next';
import { buttonClass, Button } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';

/**
 * "Still need help?" (spec 2.14): visitors are asked to log in, so our team can see their
 * bookings; signed-in users go straight to the contact form.
 */
export function StillNeedHelp() {
  const { t } = useTranslation('help');
  const { status } = useSession();
  return (
    <section
      aria-labelledby="still-need-help"
      className="mt-12 rounded-2xl bg-neutral-100 p-6 md:flex md:items-center md:justify-between md:gap-6"
    >
      <div>
        <h2 id="still-need-help" className="text-xl font-semibold">
          {t('stillNeedHelp.title')}
        </h2>
        <p className="mt-2 text-muted">
          {status === 'signed-in' ? t('stillNeedHelp.bodySignedIn') : t('stillNeedHelp.body')}
        </p>
      </div>
      {status === 'signed-in' ? (
        <PathLink href="/contact" className={`${buttonClass()} mt-4 shrink-0 md:mt-0`}>
          {t('stillNeedHelp.contact')}
        </PathLink>
      ) : (
        <Button
          className="mt-4 shrink-0 md:mt-0"
          onClick={() => openAuthModal({ isSignUp: false })}
          disabled={status === 'loading'}
        >
          {t('stillNeedHelp.logIn')}
        </Button>
      )}
    </section>
  );
}
