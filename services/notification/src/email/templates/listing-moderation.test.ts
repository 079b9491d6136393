import { describe, expect, it } from 'vitest';
import { EmailTemplateData, renderEmail } from './index.js';

const PROPERTY = '0b9f2f0e-7d4a-4f4e-9a51-3f1f8e6c2b10';
const render = (data: unknown, locale: 'en' | 'es') =>
  renderEmail(EmailTemplateData.parse(data), { locale, appUrl: 'https://arrendo.test' });

describe('listing-unlisted and listing-relisted (to a host, decision 0049)', () => {
  const unlisted = {
    template: 'listing-unlisted',
    firstName: 'Marta',
    propertyId: PROPERTY,
    title: 'Cabaña <junto> al lago',
    reason: 'Photos copied from <another> listing.',
  };

  it('quotes the admin’s reason, escaped, and links to the host’s listings', () => {
    const email = render(unlisted, 'en');
    expect(email.subject).toBe('We took your listing off Arrendo');
    expect(email.text).toContain('Hi Marta,');
    expect(email.text).toContain('Photos copied from <another> listing.');
    expect(email.text).toContain('Confirmed bookings stay as they are.');
    expect(email.text).toContain('View my listings: https://arrendo.test/manage-listings');
    expect(email.html).toContain('&lt;another&gt;');
    expect(email.html).not.toContain('<another>');
    expect(email.html).not.toContain('<junto>');
  });

  it('in Spanish, and without a title', () => {
    const email = render({ ...unlisted, title: null }, 'es');
    expect(email.subject).toBe('Retiramos tu anuncio de Arrendo');
    expect(email.text).toContain('Hola, Marta:');
    expect(email.text).toContain('Tu anuncio fue retirado de Arrendo');
    expect(email.text).toContain('Ver mis anuncios: https://arrendo.test/manage-listings');
  });

  it('a relisting is a short note in both languages', () => {
    const data = {
      template: 'listing-relisted',
      firstName: 'Sam',
      propertyId: PROPERTY,
      title: 'Loft',
    };
    expect(render(data, 'en').subject).toBe('Your listing is back on Arrendo');
    expect(render(data, 'en').text).toContain('Our team reviewed “Loft”');
    expect(render(data, 'es').subject).toBe('Tu anuncio vuelve a Arrendo');
  });
});
