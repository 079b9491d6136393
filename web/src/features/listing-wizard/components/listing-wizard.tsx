import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-hot-toast';
import type { Listing, Photo, PublishProblem, WizardStep } from '@arrendo/contracts/web';
import { FormError } from '@/components/ui/field';
import { usePageTitle } from '@/lib/page-title';
import { ApiError } from '@/lib/api-client';
import { problemsOf, publishListing, wizardKeys } from '../api';
import { nextStep, previousStep, resumeStep } from '../steps';
import { WizardContext, type StepSubmit, type WizardContextValue } from '../wizard-context';
import { ConnectionCheck } from './connection-check';
import { WizardFrame } from './wizard-frame';
import { AmenitiesStep } from './steps/amenities-step';
import { AvailabilityStep } from './steps/availability-step';
import { BasicsStep } from './steps/basics-step';
import { BookingStep } from './steps/booking-step';
import { DescriptionStep } from './steps/description-step';
import { DetailsStep } from './steps/details-step';
import { LocationStep } from './steps/location-step';
import { PolicyStep } from './steps/policy-step';
import { PricingStep } from './steps/pricing-step';
import { RulesStep } from './steps/rules-step';
import { SummaryStep } from './steps/summary-step';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// dnd-kit is only needed here, so the photos step is its own chunk.
const PhotosStep = lazyWithPreload(
  () => import('./steps/photos-step'),
  (m) => m.default,
);

function StepBody({ step }: { step: WizardStep }) {
  const { t } = useTranslation('wizard');
  switch (step) {
    case 'basics':
      return <BasicsStep />;
    case 'details':
      return <DetailsStep />;
    case 'location':
      return <LocationStep />;
    case 'amenities':
      return <AmenitiesStep />;
    case 'photos':
      return (
        <Suspense fallback={<p role="status">{t('photos.loading')}</p>}>
          <PhotosStep />
        </Suspense>
      );
    case 'description':
      return <DescriptionStep />;
    case 'rules':
      return <RulesStep />;
    case 'pricing':
      return <PricingStep />;
    case 'policy':
      return <PolicyStep />;
    case 'availability':
      return <AvailabilityStep />;
    case 'booking':
      return <BookingStep />;
    case 'summary':
      return <SummaryStep />;
  }
}

export interface ListingWizardProps {
  listing: Listing;
  /** From `?step=`; without one the wizard resumes at the first problem. */
  step: WizardStep | undefined;
}

export function ListingWizard({ listing, step: requested }: ListingWizardProps) {
  const { t } = useTranslation('wizard');
  usePageTitle(listing.status === 'draft' ? 'wizard:title.create' : 'wizard:title.edit');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const key = wizardKeys.listing(listing.id);
  const [fallbackStep] = useState(() => resumeStep(listing));
  const step = requested ?? fallbackStep;

  const [publishAttempted, setPublishAttempted] = useState(false);
  const [refused, setRefused] = useState<PublishProblem[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const submitRef = useRef<StepSubmit | null>(null);

  // The URL always names the step, so a reload or another device opens the same one.
  useEffect(() => {
    if (requested === undefined) {
      void navigate({
        to: '/edit-listing/$id',
        params: { id: listing.id },
        search: { step: fallbackStep },
        replace: true,
      });
    }
  }, [requested, fallbackStep, listing.id, navigate]);

  const registerSubmit = useCallback((submit: StepSubmit | null) => {
    submitRef.current = submit;
  }, []);

  const setListing = useCallback(
    (updated: Listing) => {
      queryClient.setQueryData(key, updated);
      void queryClient.invalidateQueries({ queryKey: wizardKeys.myListings });
      setRefused([]);
    },
    [queryClient, key],
  );

  const setPhotos = useCallback(
    (photos: Photo[]) => {
      queryClient.setQueryData<Listing>(key, (old) => (old ? { ...old, photos } : old));
      // The photo count decides a publish problem, which only the server computes.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, key],
  );

  const goTo = useCallback(
    (to: WizardStep) => {
      setSaveError(null);
      void navigate({ to: '/edit-listing/$id', params: { id: listing.id }, search: { step: to } });
      if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    },
    [navigate, listing.id],
  );

  const save = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      return (await submitRef.current?.()) ?? true;
    } catch {
      setSaveError(t('saveError'));
      return false;
    } finally {
      setBusy(false);
    }
  }, [t]);

  const next = useCallback(async () => {
    if (!(await save())) return;
    const to = nextStep(step);
    if (to) goTo(to);
  }, [save, step, goTo]);

  const saveAndExit = useCallback(async () => {
    if (await save()) void router.navigate({ href: '/manage-listings' });
  }, [save, router]);

  const publish = useCallback(async () => {
    setPublishing(true);
    setSaveError(null);
    try {
      const published = await publishListing(listing.id);
      queryClient.setQueryData(key, published);
      void queryClient.invalidateQueries({ queryKey: wizardKeys.myListings });
      toast.success(t('summary.published'));
      void router.navigate({ href: `/property/${listing.id}` });
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) {
        setPublishAttempted(true);
        queryClient.setQueryData<Listing>(key, (old) =>
          old ? { ...old, publishProblems: problems } : old,
        );
        const first = problems[0];
        if (first) goTo(first.step);
      } else {
        setSaveError(ApiError.is(error) ? error.message : t('saveError'));
      }
    } finally {
      setPublishing(false);
    }
  }, [listing.id, queryClient, key, t, router, goTo]);

  const problems = useMemo(
    () => (publishAttempted ? [...listing.publishProblems, ...refused] : refused),
    [publishAttempted, listing.publishProblems, refused],
  );

  const context: WizardContextValue = useMemo(
    () => ({
      listing,
      step,
      problems,
      setListing,
      setPhotos,
      showProblems: setRefused,
      setSaveError,
      registerSubmit,
      goTo,
      next,
      publish,
      publishing,
    }),
    [
      listing,
      step,
      problems,
      setListing,
      setPhotos,
      registerSubmit,
      goTo,
      next,
      publish,
      publishing,
    ],
  );

  const previous = previousStep(step);
  return (
    <WizardContext.Provider value={context}>
      <WizardFrame
        title={listing.status === 'draft' ? t('title.create') : t('title.edit')}
        status={listing.status}
        step={step}
        busy={busy}
        onBack={previous ? () => goTo(previous) : null}
        onNext={step === 'summary' ? null : () => void next()}
        onSaveAndExit={() => void saveAndExit()}
      >
        <ConnectionCheck />
        <div key={step} className="space-y-6">
          <StepBody step={step} />
        </div>
        <FormError message={saveError} />
      </WizardFrame>
    </WizardContext.Provider>
  );
}
