import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LISTING_LIMITS, type PlacePrediction } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { controlClass, FieldError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { MapView } from '@/features/maps/map-view';
import { mapConfigQuery } from '@/features/maps/map-style';
import { geocodeStreetAddress, placeDetails, placePredictions } from '../../api';
import { locationSchema, type LocationValues } from '../../steps';
import { useErrorText } from '../../validation-text';
import { submitForm, useSaveStep, useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems, useProblemFor } from '../controls';

/** Spec 5: place suggestions wait for 300 ms of quiet typing. */
export const PLACE_DEBOUNCE_MS = 300;
const SANTIAGO = { lat: -33.4489, lng: -70.6693 };

/** Where the pin came from, which decides what the host is told about it. */
type PinSource = 'address' | 'place' | 'moved' | 'saved';

export function LocationStep() {
  const { t } = useTranslation('wizard');
  const { listing } = useWizard();
  const form = useForm<LocationValues>({
    resolver: zodResolver(locationSchema),
    defaultValues: {
      address: listing.address ?? '',
      location: listing.location,
      city: listing.city,
      region: listing.region,
      lat: listing.lat,
      lng: listing.lng,
    },
  });
  const save = useSaveStep(form.setError);
  const err = useErrorText();
  useStepSubmit(() =>
    submitForm(form, (v) => save({ ...v, address: v.address?.trim() ? v.address : null })),
  );
  const problemFor = useProblemFor();
  const errors = form.formState.errors;

  const [query, setQuery] = useState(listing.location ?? '');
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placeError, setPlaceError] = useState(false);
  const listId = useId();
  const config = useQuery(mapConfigQuery);
  // Until the map says which basemap it drew, trust the configuration: a configured style has
  // streets; the embedded basemap (also the fallback when that style fails) has none.
  const [embeddedMap, setEmbeddedMap] = useState<boolean | null>(null);
  const streets = embeddedMap === null ? Boolean(config.data?.styleUrl) : !embeddedMap;
  const [pinSource, setPinSource] = useState<PinSource>('saved');

  const location = form.watch('location');
  const lat = form.watch('lat');
  const lng = form.watch('lng');
  const pin = lat !== null && lng !== null ? { lat, lng } : null;

  useEffect(() => {
    const q = query.trim();
    if (!open || q.length === 0 || q === location) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      placePredictions(q, controller.signal)
        .then((r) => {
          setPredictions(r.predictions);
          setActive(-1);
        })
        .catch(() => setPredictions([]));
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, open, location]);

  const setPin = (to: { lat: number; lng: number }, source: PinSource) => {
    form.setValue('lat', to.lat, { shouldDirty: true });
    form.setValue('lng', to.lng, { shouldDirty: true });
    setPinSource(source);
  };

  /**
   * The pin from the street address in the chosen place; when the geocoder does not know the
   * street, the fallback point (the place's own, or the pin as it was).
   */
  const placeFromAddress = async (
    place: { name: string; lat: number; lng: number },
    fallback: PinSource,
  ) => {
    const address = form.getValues('address')?.trim();
    let at: { lat: number; lng: number } | null = null;
    if (address) {
      try {
        at = await geocodeStreetAddress(address, place.name);
      } catch {
        // Geocoding unavailable: the place's point stands, and the text says so.
      }
    }
    setPin(at ?? place, at ? 'address' : fallback);
  };

  const choose = async (prediction: PlacePrediction) => {
    setOpen(false);
    setQuery(prediction.description);
    setPlaceError(false);
    try {
      const details = await placeDetails(prediction.placeId);
      const opts = { shouldDirty: true, shouldValidate: true } as const;
      form.setValue('location', prediction.description, opts);
      form.setValue('city', details.city || null, opts);
      form.setValue('region', details.region || null, opts);
      await placeFromAddress(
        { name: prediction.description, lat: details.lat, lng: details.lng },
        'place',
      );
    } catch {
      setPlaceError(true);
    }
  };

  const showList = open && predictions.length > 0;
  const activeId = active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className="space-y-6">
      <StepHeading>{t('location.heading')}</StepHeading>
      <StepProblems />
      <TextField
        label={t('location.address')}
        hint={t('location.addressHint')}
        autoComplete="street-address"
        maxLength={LISTING_LIMITS.address.max}
        error={err(errors.address?.message) ?? problemFor('address')}
        {...form.register('address', {
          onBlur: () => {
            const place = form.getValues('location');
            const current = form.getValues(['lat', 'lng']);
            if (!place || !form.getFieldState('address').isDirty) return;
            // A pin the host moved is theirs; otherwise the new address places it again.
            if (pinSource === 'moved') return;
            void placeFromAddress(
              { name: place, lat: current[0] ?? SANTIAGO.lat, lng: current[1] ?? SANTIAGO.lng },
              pinSource,
            );
          },
        })}
      />

      <div className="relative space-y-1">
        <label htmlFor={`${listId}-input`} className="block text-sm font-medium text-neutral-800">
          {t('location.place')}
        </label>
        <input
          id={`${listId}-input`}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={`${listId}-hint`}
          aria-invalid={problemFor('location') ? true : undefined}
          autoComplete="off"
          className={controlClass}
          placeholder={t('location.placePlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (!showList) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(predictions.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              const chosen = predictions[active];
              if (chosen) void choose(chosen);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        <ul
          id={`${listId}-list`}
          role="listbox"
          aria-label={t('location.suggestions')}
          hidden={!showList}
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg"
        >
          {predictions.map((p, i) => (
            <li
              key={p.placeId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              data-testid="place-suggestion"
              className={cn(
                'cursor-pointer px-4 py-3',
                i === active ? 'bg-neutral-100' : 'hover:bg-neutral-50',
              )}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void choose(p)}
            >
              <span className="block font-medium">{p.mainText}</span>
              <span className="block text-sm text-neutral-600">{p.secondaryText}</span>
            </li>
          ))}
        </ul>
        <p id={`${listId}-hint`} className="text-xs text-neutral-600">
          {location ? t('location.chosen', { place: location }) : t('location.placeHint')}
        </p>
        <FieldError message={placeError ? t('location.placeError') : problemFor('location')} />
      </div>

      <div className="space-y-2">
        <MapView
          ariaLabel={streets ? t('location.mapLabel') : t('location.mapLabelNoStreets')}
          className="h-72 w-full overflow-hidden rounded-xl bg-neutral-100"
          center={pin ?? SANTIAGO}
          zoom={pin ? 15 : 11}
          onBasemap={setEmbeddedMap}
          marker={{
            ...(pin ?? SANTIAGO),
            label: t('location.pin'),
            // A map without streets has nothing to drag the pin to: no drag is offered there.
            onMove: streets ? (to) => setPin(to, 'moved') : undefined,
          }}
        />
        <p className="text-sm text-neutral-600" data-testid="pin-hint">
          {pinHint(t, { pin: pin !== null, source: pinSource, streets, place: location })}
        </p>
        <p className="text-sm font-medium text-neutral-800" data-testid="approximate-note">
          {t('location.approximate')}
        </p>
        <FieldError message={problemFor('pin')} />
      </div>
    </div>
  );
}

/** What the host is told about the pin: where it came from, and whether it can be moved. */
function pinHint(
  t: TFunction<'wizard'>,
  {
    pin,
    source,
    streets,
    place,
  }: { pin: boolean; source: PinSource; streets: boolean; place: string | null },
): string {
  if (!pin) return t('location.pinNone');
  const from =
    source === 'address'
      ? t('location.pinFromAddress')
      : source === 'place'
        ? t('location.pinAtPlace', { place })
        : source === 'moved'
          ? t('location.pinMoved')
          : t('location.pinSaved');
  return `${from} ${streets ? t('location.pinDrag') : t('location.pinNoStreets')}`;
}
