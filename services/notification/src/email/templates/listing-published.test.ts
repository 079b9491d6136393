import { describe, expect, it } from 'vitest';
import { EmailTemplateData, renderEmail } from './index.js';
import { listingPublishedMessage, type ListingPublishedEmail } from './listing-published.js';

const data: ListingPublishedEmail = {
  template: 'listing-published',
  firstName: 'Camila',
  propertyId: 'f3c6a8f2-8a7e-4c55-9d1e-6c0b1f6c2a01',
  title: 'Cabaña <junto> al lago',
  listingType: 'home',
};
const render = (locale: 'en' | 'es') =>
  renderEmail(EmailTemplateData.parse(data), { locale, appUrl: 'https://arrendo.test' });

describe('listing-published (to the host)', () => {
  it('in English: the listing is live, with its link', () => {
    const email = render('en');
    expect(email.subject).toBe('Your listing Cabaña <junto> al lago is live');
    expect(email.text).toContain('Hi Camila,');
    expect(email.text).toContain(
      'Cabaña <junto> al lago is now on Arrendo: guests can find it and book it.',
    );
    expect(email.text).toContain('available dates');
    expect(email.text).toContain(
      'View your listing: https://arrendo.test/property/f3c6a8f2-8a7e-4c55-9d1e-6c0b1f6c2a01',
    );
    // The title is the host's text: escaped in HTML.
    expect(email.html).toContain('Cabaña &lt;junto&gt; al lago');
    expect(email.html).not.toContain('<junto>');
  });

  it('in Spanish, and an hourly space speaks of hours', () => {
    const email = render('es');
    expect(email.subject).toBe('Tu anuncio Cabaña <junto> al lago está publicado');
    expect(email.text).toContain('Hola, Camila:');
    expect(email.text).toContain('Ver tu anuncio: https://arrendo.test/property/');
    expect(
      listingPublishedMessage({ ...data, listingType: 'experience' }, 'es').paragraphs[0],
    ).toContain('horas disponibles');
  });
});
