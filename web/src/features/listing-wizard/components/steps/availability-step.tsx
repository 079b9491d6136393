import { useTranslation } from 'react-i18next';
import { AvailabilityEditor } from '@/features/calendar/availability-editor';
import { useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems } from '../controls';

/** The calendar is the booking service's: the editor saves on its own, Next just moves on. */
export function AvailabilityStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  useStepSubmit(() => Promise.resolve(true));
  return (
    <div className="space-y-6">
      <StepHeading>{t('availability.heading')}</StepHeading>
      <StepProblems />
      {listing.listingType === null ? (
        <p className="text-neutral-700">{t('availability.typeFirst')}</p>
      ) : (
        <AvailabilityEditor
          propertyId={listing.id}
          listingType={listing.listingType}
          variant="wizard"
        />
      )}
    </div>
  );
}
