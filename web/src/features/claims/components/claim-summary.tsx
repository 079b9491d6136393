import { useTranslation } from 'react-i18next';
import type { Claim } from '@arrendo/contracts/web';
import { useClaimFormat } from '../format';
import { ClaimPhotos } from './claim-photos';

/**
 * What a claim is about and where it stands, the same for its host, its guest and admins: the
 * amounts, when it was opened and decided, the host's description and photos, and the decision
 * with the admin's note once made.
 */
export function ClaimSummary({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const fmt = useClaimFormat();
  const rows: [string, string][] = [
    [t('summary.claimed'), fmt.money(claim.amount)],
    [t('summary.opened'), fmt.instant(claim.createdAt)],
    [t('summary.stayEnded'), fmt.instant(claim.stayEndedAt)],
  ];
  if (claim.approvedAmount !== null) {
    rows.push([t('summary.approved'), fmt.money(claim.approvedAmount)]);
  }
  if (claim.decidedAt)
    rows.push([t(`summary.decided.${claim.status}`), fmt.instant(claim.decidedAt)]);
  return (
    <>
      <section aria-labelledby="claim-facts" className="py-6">
        <h2 id="claim-facts" className="mb-3 text-lg font-semibold">
          {t('summary.title')}
        </h2>
        <dl
          className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
          data-testid="claim-facts"
        >
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-neutral-600">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {claim.status !== 'open' ? <ClaimDecision claim={claim} /> : null}
      <section aria-labelledby="claim-description" className="border-t border-neutral-200 py-6">
        <h2 id="claim-description" className="mb-3 text-lg font-semibold">
          {t('summary.description')}
        </h2>
        <p className="whitespace-pre-line" data-testid="claim-description">
          {claim.description}
        </p>
        {claim.photos.length > 0 ? (
          <ClaimPhotos photos={claim.photos} className="mt-4" label={t('summary.photos')} />
        ) : null}
      </section>
    </>
  );
}

/** The decision in words: what was approved (and who pays it) or why it was rejected. */
function ClaimDecision({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const fmt = useClaimFormat();
  const text =
    claim.status === 'approved' && claim.approvedAmount !== null
      ? t('decision.approved', {
          amount: fmt.money(claim.approvedAmount),
          claimed: fmt.money(claim.amount),
        })
      : t(`decision.${claim.status}`);
  return (
    <section
      aria-labelledby="claim-decision"
      className="mb-2 rounded-xl bg-neutral-100 p-4"
      data-testid="claim-decision"
    >
      <h2 id="claim-decision" className="mb-1 font-semibold">
        {t('decision.title')}
      </h2>
      <p className="text-sm">{text}</p>
      {claim.decisionNote ? (
        <blockquote className="mt-2 border-l-2 border-neutral-400 pl-3 text-sm whitespace-pre-line">
          {claim.decisionNote}
        </blockquote>
      ) : null}
    </section>
  );
}
