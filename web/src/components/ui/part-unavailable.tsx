import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyToast } from '@/lib/lazy-toast';
import { Button } from './button';

/**
 * What a lazy part shows when its code could not be fetched (offline, a deploy that removed the
 * old chunk, a network blip), instead of the page's error screen.
 */
export interface Unavailable<P> {
  /**
   * Drawn in the part's place (`retry` fetches again): by default a notice with "Try again";
   * for a part with a natural stand-in, that (a summary's placeholder, the menu's look-alike
   * button, the map's static card).
   */
  standIn?: (props: P, retry: () => void) => ReactNode;
  /**
   * A toast on every failed attempt, for a part the visitor just opened that draws nothing in
   * place (a dialog, a menu): the next use (a click re-renders it with new props) tries again.
   */
  toast?: boolean;
}

/** Fetches the part's code again, at most one request at a time. */
type FetchComponent<P> = () => Promise<ComponentType<P>>;

/**
 * The component a lazy part resolves to when its code failed to load. It asks again on mount,
 * on every new set of props, when the browser comes back online and on "Try again", and becomes
 * the real part as soon as one of them succeeds.
 */
export function unavailablePart<P extends object>(
  fetchComponent: FetchComponent<P>,
  unavailable: Unavailable<P>,
): ComponentType<P> {
  function PartUnavailable(props: P) {
    const { t } = useTranslation('common');
    const [Part, setPart] = useState<ComponentType<P> | null>(null);
    const [trying, setTrying] = useState(false);
    const inFlight = useRef(false);
    const retry = useCallback(() => {
      if (inFlight.current) return;
      inFlight.current = true;
      setTrying(true);
      fetchComponent().then(
        (component) => setPart(() => component),
        () => {
          inFlight.current = false;
          setTrying(false);
          if (unavailable.toast)
            lazyToast.error(t('partUnavailable.toast'), { id: 'part-unavailable' });
        },
      );
    }, [t]);
    // Props are new on every render of the parent: a dialog's host re-rendered by a click.
    useEffect(() => {
      if (Part === null) retry();
    }, [props, Part, retry]);
    useEffect(() => {
      addEventListener('online', retry);
      return () => removeEventListener('online', retry);
    }, [retry]);

    if (Part !== null) return <Part {...props} />;
    if (unavailable.standIn) return unavailable.standIn(props, retry);
    return (
      <div
        role="alert"
        data-testid="part-unavailable"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-300 bg-white p-4 text-sm"
      >
        <span>{t('partUnavailable.body')}</span>
        <Button variant="outline" size="sm" onClick={retry} disabled={trying}>
          {t('partUnavailable.retry')}
        </Button>
      </div>
    );
  }
  return PartUnavailable;
}
