import {
  HOME_CATEGORY,
  ListingFields,
  isSubcategoryOf,
  WIZARD_MAJOR_STEPS,
  WIZARD_STEPS,
  type Listing,
  type ListingType,
  type PublishProblem,
  type WizardStep,
} from '@arrendo/contracts/web';
import type { z } from 'zod';

export type MajorStep = keyof typeof WIZARD_MAJOR_STEPS;
export const MAJOR_STEP_IDS = Object.keys(WIZARD_MAJOR_STEPS) as MajorStep[];

export function majorStepOf(step: WizardStep): MajorStep {
  const found = MAJOR_STEP_IDS.find((m) =>
    (WIZARD_MAJOR_STEPS[m] as readonly WizardStep[]).includes(step),
  );
  return found ?? 'about';
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
}

/** 0–100, counting the current step as reached. */
export function progressPercent(step: WizardStep): number {
  return Math.round(((WIZARD_STEPS.indexOf(step) + 1) / WIZARD_STEPS.length) * 100);
}

/** Where a listing opens without `?step=`: its first problem, else the summary. */
export function resumeStep(listing: Pick<Listing, 'publishProblems'>): WizardStep {
  return listing.publishProblems[0]?.step ?? 'summary';
}

export function problemsForStep(problems: readonly PublishProblem[], step: WizardStep) {
  return problems.filter((p) => p.step === step);
}

// The basics step needs the type and where it sits before the rest of the wizard makes sense
// (spec 5): a home its stay type (its category is `stay`), an hourly space category and
// subcategory of the tree (decision 0032).
export const basicsSchema = ListingFields.pick({
  listingType: true,
  category: true,
  subcategory: true,
  highlights: true,
}).superRefine((v, ctx) => {
  if (v.listingType === null)
    ctx.addIssue({ code: 'custom', path: ['listingType'], message: 'listingTypeRequired' });
  if (v.listingType === 'home') {
    if (v.subcategory === null)
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: 'stayTypeRequired' });
    return;
  }
  if (v.category === null)
    ctx.addIssue({ code: 'custom', path: ['category'], message: 'categoryRequired' });
  if (v.subcategory === null)
    ctx.addIssue({ code: 'custom', path: ['subcategory'], message: 'subcategoryRequired' });
});

/**
 * The basics a type switch leaves: a home is always under `stay` (keeping a subcategory that is
 * also a stay type), an hourly space leaves `stay` and the highlights behind.
 */
export function basicsForType(
  values: BasicsValues,
  type: ListingType,
): Pick<BasicsValues, 'category' | 'subcategory' | 'highlights'> {
  if (type === 'home') {
    const keep = values.subcategory !== null && isSubcategoryOf(HOME_CATEGORY, values.subcategory);
    return {
      category: HOME_CATEGORY,
      subcategory: keep ? values.subcategory : null,
      highlights: values.highlights,
    };
  }
  const tree = values.category !== null && values.category !== HOME_CATEGORY;
  return {
    category: tree ? values.category : null,
    subcategory: tree ? values.subcategory : null,
    highlights: [],
  };
}

export const detailsSchema = ListingFields.pick({
  maxGuests: true,
  sizeM2: true,
  bedrooms: true,
  beds: true,
  bathrooms: true,
  checkInTime: true,
  checkOutTime: true,
  sessionHours: true,
  minHours: true,
});

export const locationSchema = ListingFields.pick({
  address: true,
  location: true,
  city: true,
  region: true,
  lat: true,
  lng: true,
});

export const amenitiesSchema = ListingFields.pick({ amenities: true });
export const descriptionSchema = ListingFields.pick({ title: true, description: true });
export const rulesSchema = ListingFields.pick({ houseRules: true, hostInstructions: true });
export const pricingSchema = ListingFields.pick({ price: true, extraFees: true });
export const policySchema = ListingFields.pick({ refundPolicy: true });
export const bookingSchema = ListingFields.pick({ instantBook: true });

export type BasicsValues = z.infer<typeof basicsSchema>;
export type DetailsValues = z.infer<typeof detailsSchema>;
export type LocationValues = z.infer<typeof locationSchema>;
export type PricingValues = z.infer<typeof pricingSchema>;

/** Only the fields of the step's type are sent, so a home never stores session hours. */
export function detailsPatch(values: DetailsValues, type: ListingType | null): DetailsValues {
  if (type === 'experience')
    return { ...values, bedrooms: null, beds: null, checkInTime: null, checkOutTime: null };
  if (type === 'home') return { ...values, sessionHours: null, minHours: null };
  return values;
}

/** `HH:MM` on the hour and half hour, for the check-in/out selects. */
export const CLOCK_TIMES: string[] = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 === 0 ? '00' : '30'}`;
});
