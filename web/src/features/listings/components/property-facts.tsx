import { useTranslation } from 'react-i18next';
import type { Property } from '@arrendo/contracts/web';

/** Capacity and timing at a glance: guests, rooms, size, and check-in/out or session hours. */
export function PropertyFacts({ property }: { property: Property }) {
  const { t } = useTranslation('listing');
  const p = property;
  const facts: { key: string; text: string }[] = [
    { key: 'guests', text: t('guests', { count: p.maxGuests }) },
    ...(p.bedrooms > 0 ? [{ key: 'bedrooms', text: t('bedrooms', { count: p.bedrooms }) }] : []),
    ...(p.beds > 0 ? [{ key: 'beds', text: t('beds', { count: p.beds }) }] : []),
    ...(p.bathrooms > 0
      ? [{ key: 'bathrooms', text: t('bathrooms', { count: p.bathrooms }) }]
      : []),
    ...(p.sizeM2 ? [{ key: 'size', text: t('sizeM2', { size: p.sizeM2 }) }] : []),
  ];
  const timing: { key: string; label: string; value: string }[] = [];
  if (p.checkInTime)
    timing.push({ key: 'in', label: t('checkIn'), value: t('fromTime', { time: p.checkInTime }) });
  if (p.checkOutTime)
    timing.push({
      key: 'out',
      label: t('checkOut'),
      value: t('untilTime', { time: p.checkOutTime }),
    });
  if (p.sessionHours)
    timing.push({
      key: 'session',
      label: t('sessionLength'),
      value: t('hoursCount', { count: p.sessionHours }),
    });
  if (p.minHours)
    timing.push({
      key: 'min',
      label: t('minimumBooking'),
      value: t('hoursCount', { count: p.minHours }),
    });

  return (
    <div data-testid="property-facts">
      <p className="mt-1 text-muted">{facts.map((f) => f.text).join(' · ')}</p>
      {timing.length > 0 ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {timing.map((f) => (
            <div key={f.key} className="rounded-xl border border-neutral-200 p-3">
              <dt className="text-xs text-muted">{f.label}</dt>
              <dd className="font-semibold">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
