import { z } from 'zod';
import { ListingType, WizardStep } from '@arrendo/contracts/web';

/** `/create-listing?type=home|experience`: anything else starts with no type chosen. */
export const CreateListingSearch = z.object({ type: ListingType.optional().catch(undefined) });

/** `/edit-listing/{id}?step=…`: an unknown step is dropped and the wizard picks one. */
export const EditListingSearch = z.object({ step: WizardStep.optional().catch(undefined) });
