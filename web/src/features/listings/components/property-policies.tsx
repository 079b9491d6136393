import { useTranslation } from 'react-i18next';
import type { Property } from '@arrendo/contracts/web';
import { refundSentences } from '../property/refund-windows';

/** House rules as the host wrote them, plus what the listing's fields already say. */
export function PropertyHouseRules({ property }: { property: Property }) {
  const { t } = useTranslation('listing');
  const rules = [
    property.checkInTime ? t('rules.checkIn', { time: property.checkInTime }) : null,
    property.checkOutTime ? t('rules.checkOut', { time: property.checkOutTime }) : null,
    t('rules.maxGuests', { count: property.maxGuests }),
    property.petsAllowed ? t('petsAllowed') : t('noPets'),
  ].filter((r): r is string => r !== null);
  return (
    <section className="border-b border-neutral-200 py-6" data-testid="house-rules">
      <h2 className="mb-3 text-xl font-semibold">{t('houseRules')}</h2>
      <ul className="mb-3 list-disc space-y-1 pl-5">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {property.houseRules.trim() ? (
        <p className="leading-7 whitespace-pre-line text-muted">{property.houseRules}</p>
      ) : null}
    </section>
  );
}

/** The cancellation policy in plain words, from REFUND_TIERS. */
export function PropertyCancellationPolicy({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  return (
    <section className="py-6" data-testid="cancellation-policy">
      <h2 className="mb-2 text-xl font-semibold">
        {t('listing:refundPolicy')}: {t(`common:refundPolicies.${property.refundPolicy}`)}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted">
        {refundSentences(property.refundPolicy).map(({ key, ...params }) => (
          <li key={key + JSON.stringify(params)}>{t(`listing:${key}`, params)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{t('listing:refundServiceFee')}</p>
    </section>
  );
}
