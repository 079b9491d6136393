import { LISTING_LIMITS, PHOTO_LIMITS, type PublishProblem } from '@arrendo/contracts/web';
import type { TFunction } from 'i18next';

/** A publish problem in the interface language, by its stable code; English from the server otherwise. */
export function problemText(t: TFunction, problem: Pick<PublishProblem, 'code' | 'message'>) {
  return t(`wizard:problems.${problem.code}`, {
    defaultValue: problem.message,
    min:
      problem.code === 'photosRequired'
        ? PHOTO_LIMITS.minForPublish
        : problem.code === 'titleRequired'
          ? LISTING_LIMITS.title.min
          : LISTING_LIMITS.description.min,
  });
}
