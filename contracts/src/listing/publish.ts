import { z } from 'zod';
import { categoryFitsType, isSubcategoryOf } from '../domain/categories.js';
import type { ListingFields } from './fields.js';
import { LISTING_LIMITS } from './fields.js';
import { PHOTO_LIMITS } from './photo.js';

/**
 * The wizard's steps, grouped in the spec's three major steps (2.16). `availability` is stored
 * by the booking service (the calendar), the rest by the listing service.
 */
export const WIZARD_STEPS = [
  'basics',
  'details',
  'location',
  'amenities',
  'photos',
  'description',
  'rules',
  'pricing',
  'policy',
  'availability',
  'booking',
  'summary',
] as const;
export const WizardStep = z.enum(WIZARD_STEPS);
export type WizardStep = z.infer<typeof WizardStep>;

export const WIZARD_MAJOR_STEPS = {
  /** Tell us about your space. */
  about: ['basics', 'details', 'location'],
  /** Make it stand out. */
  standOut: ['amenities', 'photos', 'description', 'rules'],
  /** Finish and publish. */
  finish: ['pricing', 'policy', 'availability', 'booking', 'summary'],
} as const satisfies Record<string, readonly WizardStep[]>;

/**
 * One reason a listing cannot be published. `code` is stable (the web translates it);
 * `message` is the English text, the spec's where it gives one.
 */
export const PublishProblem = z.object({
  step: WizardStep,
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type PublishProblem = z.infer<typeof PublishProblem>;

export const PUBLISH_MESSAGES = {
  listingTypeRequired: 'Please select a listing type',
  categoryRequired: 'Please select a category',
  subcategoryRequired: 'Please select a subcategory',
  subcategoryMismatch: 'Select a subcategory of the chosen category',
  stayTypeRequired: 'Choose what kind of stay it is',
  homeCategory: 'A space rented per day takes a stay type, not a per-hour category',
  hourlyCategory: 'A space rented per hour takes a category of the per-hour tree',
  maxGuestsRequired: 'How many guests fit?',
  bedroomsRequired: 'How many bedrooms?',
  bedsRequired: 'How many beds?',
  bathroomsRequired: 'How many bathrooms?',
  checkInTimeRequired: 'Choose a check-in time',
  checkOutTimeRequired: 'Choose a check-out time',
  sessionHoursRequired: 'Choose a session length',
  minHoursRequired: 'Choose the minimum hours per booking',
  minHoursOverSession: 'The minimum cannot be longer than a session',
  addressRequired: 'Enter the address',
  locationRequired: 'Choose the place from the suggestions',
  pinRequired: 'Place the pin on the map',
  photosRequired: `Please add at least ${PHOTO_LIMITS.minForPublish} photos`,
  titleRequired: `Write a title of at least ${LISTING_LIMITS.title.min} characters`,
  descriptionRequired: `Write a description of at least ${LISTING_LIMITS.description.min} characters`,
  highlightsForHomesOnly: 'Highlights are for spaces rented per day',
  priceRequired: 'Set a price',
  refundPolicyRequired: 'Choose a cancellation policy',
  instantBookRequired: 'Choose instant book or request to book',
  openingHoursRequired: 'Open the space on at least one weekday',
} as const;
export type PublishProblemCode = keyof typeof PUBLISH_MESSAGES;

/** Facts held outside the listing's own fields that publishing also needs. */
export interface PublishContext {
  photoCount: number;
  /** Hourly spaces: weekdays with opening hours (from the booking calendar); null = not known. */
  openWeekdayCount: number | null;
}

/**
 * Everything standing between a draft and a published listing, in wizard order. Empty = ready.
 * The service refuses to publish while this is non-empty, and refuses a save that would make a
 * published listing fail it; the wizard shows each problem on its own step.
 */
export function publishProblems(fields: ListingFields, context: PublishContext): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const add = (step: WizardStep, field: string, code: PublishProblemCode) =>
    problems.push({ step, field, code, message: PUBLISH_MESSAGES[code] });
  const blank = (value: string | null) => value === null || value.trim() === '';

  if (fields.listingType === null) add('basics', 'listingType', 'listingTypeRequired');
  const conflicts = categoryConflicts(fields);
  for (const c of conflicts) problems.push(c);
  if (fields.listingType === 'home') {
    if (fields.subcategory === null || fields.category === null)
      add('basics', 'subcategory', 'stayTypeRequired');
  } else {
    if (fields.category === null) add('basics', 'category', 'categoryRequired');
    if (fields.subcategory === null) add('basics', 'subcategory', 'subcategoryRequired');
  }

  if (fields.maxGuests === null) add('details', 'maxGuests', 'maxGuestsRequired');
  if (fields.listingType === 'home') {
    if (fields.bedrooms === null) add('details', 'bedrooms', 'bedroomsRequired');
    if (fields.beds === null || fields.beds < 1) add('details', 'beds', 'bedsRequired');
    if (fields.bathrooms === null) add('details', 'bathrooms', 'bathroomsRequired');
    if (fields.checkInTime === null) add('details', 'checkInTime', 'checkInTimeRequired');
    if (fields.checkOutTime === null) add('details', 'checkOutTime', 'checkOutTimeRequired');
  }
  if (fields.listingType === 'experience') {
    if (fields.sessionHours === null) add('details', 'sessionHours', 'sessionHoursRequired');
    if (fields.minHours === null) add('details', 'minHours', 'minHoursRequired');
    else if (fields.sessionHours !== null && fields.minHours > fields.sessionHours)
      add('details', 'minHours', 'minHoursOverSession');
  }

  if (blank(fields.address)) add('location', 'address', 'addressRequired');
  if (blank(fields.location)) add('location', 'location', 'locationRequired');
  if (fields.lat === null || fields.lng === null) add('location', 'pin', 'pinRequired');

  if (context.photoCount < PHOTO_LIMITS.minForPublish) add('photos', 'photos', 'photosRequired');

  if (fields.title === null || fields.title.trim().length < LISTING_LIMITS.title.min)
    add('description', 'title', 'titleRequired');
  if (
    fields.description === null ||
    fields.description.trim().length < LISTING_LIMITS.description.min
  )
    add('description', 'description', 'descriptionRequired');

  if (fields.price === null) add('pricing', 'price', 'priceRequired');
  if (fields.refundPolicy === null) add('policy', 'refundPolicy', 'refundPolicyRequired');
  if (
    fields.listingType === 'experience' &&
    context.openWeekdayCount !== null &&
    context.openWeekdayCount === 0
  )
    add('availability', 'openingHours', 'openingHoursRequired');
  if (fields.instantBook === null) add('booking', 'instantBook', 'instantBookRequired');
  return problems;
}

type CategoryFields = Pick<
  ListingFields,
  'listingType' | 'category' | 'subcategory' | 'highlights'
>;

/**
 * What no save may store, even a draft's: a home under a per-hour category (or a per-hour space
 * as a stay), a subcategory from another category, highlights on a per-hour space. A home's
 * category is `stay` and its subcategory a stay type (decision 0032).
 */
export function categoryConflicts(fields: CategoryFields): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const add = (field: string, code: PublishProblemCode) =>
    problems.push({ step: 'basics', field, code, message: PUBLISH_MESSAGES[code] });
  const { listingType, category, subcategory } = fields;
  if (listingType !== null && category !== null && !categoryFitsType(listingType, category))
    add('category', listingType === 'home' ? 'homeCategory' : 'hourlyCategory');
  else if (category !== null && subcategory !== null && !isSubcategoryOf(category, subcategory))
    add('subcategory', 'subcategoryMismatch');
  if (listingType === 'experience' && fields.highlights.length > 0)
    add('highlights', 'highlightsForHomesOnly');
  return problems;
}
