import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BankAccountInput,
  BankChangeParams,
  ConfirmBankChangeRequest,
  HostPayoutsResponse,
  ListingRpc,
  PaymentRpc,
  PayoutSetup,
  PendingBankChange,
} from '@arrendo/contracts';

/**
 * `/api/payouts` (signed in): the caller's own payout set-up (`/payment-setup`). The payment
 * service decides everything from the caller's actor: there is no host id to send.
 */
const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get('/setup', { schema: { response: { 200: PayoutSetup } } }, async (request) =>
    request.call(PaymentRpc.payoutSetup, {}),
  );

  /** The caller's ledger, each line with its listing's title (the caller's own listings). */
  app.get('/ledger', { schema: { response: { 200: HostPayoutsResponse } } }, async (request) => {
    const ledger = await request.call(PaymentRpc.hostPayouts, {});
    const titles = new Map<string, string | null>();
    if (ledger.lines.length > 0) {
      const mine = await request.call(ListingRpc.listMyListings, {});
      for (const listing of mine.items) titles.set(listing.id, listing.title);
    }
    return {
      ...ledger,
      lines: ledger.lines.map((line) => ({
        ...line,
        listingTitle: titles.get(line.propertyId) ?? null,
      })),
    };
  });

  app.post(
    '/bank-account',
    { schema: { body: BankAccountInput, response: { 200: PendingBankChange } } },
    async (request) => request.call(PaymentRpc.proposeBankAccount, request.body),
  );

  app.post(
    '/bank-account/confirm',
    { schema: { body: ConfirmBankChangeRequest, response: { 200: PayoutSetup } } },
    async (request) => request.call(PaymentRpc.confirmBankAccount, request.body),
  );

  app.delete(
    '/bank-account/changes/:changeId',
    { schema: { params: BankChangeParams, response: { 200: PayoutSetup } } },
    async (request) => request.call(PaymentRpc.cancelBankChange, request.params),
  );
};

export default payoutRoutes;
