import { createContext, useContext, useEffect, useRef } from 'react';
import type {
  Listing,
  ListingPatch,
  Photo,
  PublishProblem,
  WizardStep,
} from '@arrendo/contracts/web';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { patchListing, problemsOf } from './api';

export type StepSubmit = () => Promise<boolean>;

export interface WizardContextValue {
  listing: Listing;
  step: WizardStep;
  /** Problems from the last refused publish or save, each shown on its own step. */
  problems: readonly PublishProblem[];
  setListing(listing: Listing): void;
  /** After an upload, a reorder or a delete; refetches the listing's publish problems. */
  setPhotos(photos: Photo[]): void;
  showProblems(problems: PublishProblem[]): void;
  setSaveError(message: string | null): void;
  /** The current step's save, which Next and 'Save and exit' run first. */
  registerSubmit(submit: StepSubmit | null): void;
  goTo(step: WizardStep): void;
  next(): Promise<void>;
  publish(): Promise<void>;
  publishing: boolean;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the listing wizard');
  return value;
}

/** Registers the step's save for as long as the step is shown; always calls the latest one. */
export function useStepSubmit(submit: StepSubmit): void {
  const { registerSubmit } = useWizard();
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    registerSubmit(() => latest.current());
    return () => registerSubmit(null);
  }, [registerSubmit]);
}

/** Runs react-hook-form's validation; resolves false when the form shows errors. */
export function submitForm<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  onValid: (values: O) => Promise<boolean>,
): Promise<boolean> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      async (values) => resolve(await onValid(values)),
      () => resolve(false),
    )();
  });
}

/**
 * PATCHes only the step's fields. On a refusal, field errors go beside their inputs and publish
 * problems (a save that would break a published listing) onto their steps.
 */
export function useSaveStep<T extends FieldValues>(setError?: UseFormSetError<T>) {
  const { listing, setListing, showProblems, setSaveError } = useWizard();
  return async (patch: ListingPatch): Promise<boolean> => {
    setSaveError(null);
    try {
      setListing(await patchListing(listing.id, patch));
      return true;
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) showProblems(problems);
      if (ApiError.is(error)) {
        for (const issue of error.fields) {
          setError?.(issue.path as Path<T>, { type: 'server', message: issue.message });
        }
        setSaveError(error.message);
      } else {
        setSaveError(null);
        throw error;
      }
      return false;
    }
  };
}
