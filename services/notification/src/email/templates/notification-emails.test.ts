import { describe, expect, it } from 'vitest';
import { EmailTemplateData, renderEmail } from './index.js';

const ctx = (locale: 'en' | 'es') => ({ locale, appUrl: 'https://arrendo.test' });
const bookingId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const payoutId = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

describe('notification emails (payouts, refunds, messages, reviews)', () => {
  it('payout paid and failed, in both languages, link to the payouts tab', () => {
    const paid = EmailTemplateData.parse({
      template: 'payout-paid',
      firstName: 'Camila',
      payoutId,
      amount: 250_000,
      method: 'bank_transfer',
    });
    const en = renderEmail(paid, ctx('en'));
    expect(en.subject).toBe('We sent you CLP$250,000');
    expect(en.text).toContain('https://arrendo.test/payments?tab=payouts');
    expect(renderEmail(paid, ctx('es')).subject).toBe('Te enviamos CLP$250.000');
    const failed = EmailTemplateData.parse({
      ...paid,
      template: 'payout-failed',
      reason: 'Cuenta cerrada',
    });
    const es = renderEmail(failed, ctx('es'));
    expect(es.text).toContain('no se pudo enviar: Cuenta cerrada');
    expect(es.text).toContain('Hola, Camila:');
  });

  it('refund issued names the amount and the listing, one line in the subject', () => {
    const refund = EmailTemplateData.parse({
      template: 'refund-issued',
      firstName: 'Ana',
      bookingId,
      listingTitle: 'Cabaña\nen Pucón',
      amount: 50_000,
    });
    const es = renderEmail(refund, ctx('es'));
    expect(es.subject).toBe('Tu reembolso de CLP$50.000');
    expect(es.text).toContain('por tu reserva en Cabaña en Pucón');
    expect(es.text).toContain(`https://arrendo.test/bookings/${bookingId}`);
  });

  it('the messages digest quotes every unread message and links to the conversation', () => {
    const digest = EmailTemplateData.parse({
      template: 'messages-digest',
      firstName: 'Camila',
      conversationId: bookingId,
      senderName: 'Ana',
      listingTitle: 'Cabaña en Pucón',
      messages: [
        { preview: 'Hola', sentAt: '2026-12-01T10:00:00.000Z' },
        { preview: '<b>¿Mascotas?</b>', sentAt: '2026-12-01T10:01:00.000Z' },
      ],
    });
    const en = renderEmail(digest, ctx('en'));
    expect(en.subject).toBe('Ana: 2 new messages about Cabaña en Pucón');
    expect(en.text).toContain('Hola');
    expect(en.text).toContain('<b>¿Mascotas?</b>');
    expect(en.html).toContain('&lt;b&gt;¿Mascotas?&lt;/b&gt;');
    expect(en.text).toContain(`https://arrendo.test/messages/${bookingId}`);
    expect(renderEmail(digest, ctx('es')).subject).toBe(
      'Ana: 2 mensajes nuevos sobre Cabaña en Pucón',
    );
  });

  it('review received asks the subject to write theirs, and says when both publish anyway', () => {
    const fields = {
      template: 'review-received' as const,
      firstName: 'Ana',
      bookingId,
      authorName: 'Camila',
      authorRole: 'host' as 'guest' | 'host',
      listingTitle: 'Cabaña en Pucón',
      windowClosesAt: '2026-12-20T12:00:00.000Z',
      timeZone: 'America/Santiago',
    };
    const en = renderEmail(EmailTemplateData.parse(fields), ctx('en'));
    expect(en.subject).toBe('Camila reviewed you');
    expect(en.text).toContain('write yours to read it');
    // Guest and host both write theirs on the booking's page.
    expect(en.text).toContain(`https://arrendo.test/bookings/${bookingId}`);
    const aboutHost = renderEmail(
      EmailTemplateData.parse({ ...fields, authorRole: 'guest' }),
      ctx('es'),
    );
    expect(aboutHost.text).toContain(`https://arrendo.test/bookings/${bookingId}`);
    expect(aboutHost.text).toContain('escribe la tuya para leerla');
  });
});
