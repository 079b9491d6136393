import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';

/** For visitors only: the way into an account, where the rights the policy lists are exercised. */
export function LegalAuthBox() {
  const { t } = useTranslation('legal');
  const { status } = useSession();
  if (status !== 'signed-out') return null;
  return (
    <section
      aria-labelledby="legal-auth-box-title"
      className="rounded-xl border border-neutral-200 p-5"
      data-testid="legal-auth-box"
    >
      <h2 id="legal-auth-box-title" className="font-semibold">
        {t('authBox.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('authBox.body')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => openAuthModal({ isSignUp: false })}>
          {t('authBox.logIn')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => openAuthModal({ isSignUp: true })}>
          {t('authBox.signUp')}
        </Button>
      </div>
    </section>
  );
}
