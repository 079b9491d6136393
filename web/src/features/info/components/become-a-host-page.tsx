import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListingTypeChooser } from '@/features/account/components/listing-type-chooser';
import { ContentPage } from '@/features/content/components/content-page';
import { infoPages } from '@/features/content/pages';

/**
 * /become-a-host (signed in, spec 2.1): how hosting works, from its markdown page, and a call to
 * action opening the same listing-type chooser as the account menu, which goes on to
 * /create-listing?type=….
 */
export function BecomeAHostPage() {
  const { t } = useTranslation('info');
  const [chooserOpen, setChooserOpen] = useState(false);
  return (
    <>
      <ContentPage
        modules={infoPages}
        slug="become-a-host"
        after={
          <section
            aria-labelledby="become-a-host-start"
            className="mt-12 rounded-2xl border border-neutral-200 p-6"
          >
            <h2 id="become-a-host-start" className="text-xl font-semibold">
              {t('becomeAHost.ctaTitle')}
            </h2>
            <p className="mt-2 text-muted">{t('becomeAHost.ctaBody')}</p>
            <Button size="lg" className="mt-5" onClick={() => setChooserOpen(true)}>
              {t('becomeAHost.start')}
            </Button>
          </section>
        }
      />
      <ListingTypeChooser open={chooserOpen} onOpenChange={setChooserOpen} />
    </>
  );
}
