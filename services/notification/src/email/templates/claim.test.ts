import { describe, expect, it } from 'vitest';
import type { ClaimDecidedEmail, ClaimMessageEmail, ClaimOpenedEmail } from './claim.js';
import { EmailTemplateData, renderEmail } from './index.js';

const claimId = '0b9f2f0e-7d4a-4f4e-9a51-3f1f8e6c2b10';
const ctx = (locale: 'en' | 'es') => ({ locale, appUrl: 'https://arrendo.test' });
const render = (data: unknown, locale: 'en' | 'es') =>
  renderEmail(EmailTemplateData.parse(data), ctx(locale));

const opened: ClaimOpenedEmail = {
  template: 'claim-opened',
  firstName: 'Ana',
  claimId,
  listingTitle: 'Casa en Pucón',
  amount: 80_000,
  description: 'The table was <cracked>.',
  photoCount: 3,
};

describe('claim-opened (to the guest)', () => {
  it('in English: the amount, the host’s words escaped, how to answer', () => {
    const email = render(opened, 'en');
    expect(email.subject).toBe('A damage claim from your host: Casa en Pucón');
    expect(email.text).toContain('Hi Ana,');
    expect(email.text).toContain('Your host claims CLP$80,000 for damage');
    expect(email.text).toContain('The table was <cracked>.');
    expect(email.text).toContain('You can answer with your side of it');
    expect(email.text).toContain(`Answer the claim: https://arrendo.test/claims/${claimId}`);
    expect(email.html).toContain('&lt;cracked&gt;');
    expect(email.html).not.toContain('<cracked>');
  });

  it('in Spanish', () => {
    const email = render(opened, 'es');
    expect(email.subject).toBe('Reclamo por daños de tu anfitrión: Casa en Pucón');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('CLP$80.000');
    expect(email.text).toContain('Responder el reclamo');
  });
});

describe('claim-message', () => {
  const base: ClaimMessageEmail = {
    template: 'claim-message',
    firstName: 'Hugo',
    claimId,
    listingTitle: 'Casa en Pucón',
    authorRole: 'guest',
    recipientRole: 'host',
  };

  it('names who wrote, never what', () => {
    expect(render(base, 'en').subject).toBe('Your guest wrote on the claim: Casa en Pucón');
    expect(render({ ...base, authorRole: 'admin' }, 'en').subject).toBe(
      'Arrendo has a question about a claim: Casa en Pucón',
    );
    expect(render({ ...base, authorRole: 'host', recipientRole: 'guest' }, 'es').subject).toBe(
      'Tu anfitrión escribió en el reclamo: Casa en Pucón',
    );
  });
});

describe('claim-decided', () => {
  const approved: ClaimDecidedEmail = {
    template: 'claim-decided',
    firstName: 'Ana',
    claimId,
    listingTitle: 'Casa en Pucón',
    outcome: 'approved',
    recipientRole: 'guest',
    amount: 80_000,
    approvedAmount: 45_000,
    note: 'Half of it.',
  };

  it('tells the guest what they owe, that nothing is charged automatically', () => {
    const email = render(approved, 'en');
    expect(email.subject).toBe('You owe CLP$45,000 for damage');
    expect(email.text).toContain('Nothing is charged to your card automatically');
    expect(email.text).toContain('Half of it.');
    expect(render(approved, 'es').subject).toBe('Debes CLP$45.000 por daños');
  });

  it('tells the host the payout gets it; a rejection and a withdrawal say nothing is owed', () => {
    const host = render({ ...approved, recipientRole: 'host', firstName: 'Hugo' }, 'en');
    expect(host.subject).toBe('Your claim was approved');
    expect(host.text).toContain('Arrendo approved CLP$45,000 of the CLP$80,000 you claimed');
    const rejected = render(
      { ...approved, outcome: 'rejected', approvedAmount: null, note: 'Wear, not damage.' },
      'es',
    );
    expect(rejected.subject).toBe('El reclamo fue rechazado');
    expect(rejected.text).toContain('Wear, not damage.');
    const withdrawn = render(
      { ...approved, outcome: 'withdrawn', approvedAmount: null, note: null },
      'en',
    );
    expect(withdrawn.text).toContain('You owe nothing for it.');
  });
});
