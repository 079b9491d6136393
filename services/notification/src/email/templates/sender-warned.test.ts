import { describe, expect, it } from 'vitest';
import { EmailTemplateData, renderEmail } from './index.js';
import type { SenderWarnedEmail } from './sender-warned.js';

const data: SenderWarnedEmail = {
  template: 'sender-warned',
  firstName: 'Hugo',
  conversationId: '0b9f2f0e-7d4a-4f4e-9a51-3f1f8e6c2b10',
  message: 'Do not ask guests to pay <outside> Arrendo.',
};
const render = (locale: 'en' | 'es') =>
  renderEmail(EmailTemplateData.parse(data), { locale, appUrl: 'https://arrendo.test' });

describe('sender-warned (to a reported message’s sender)', () => {
  it('in English: the admin’s words quoted, escaped, with the conversation’s link', () => {
    const email = render('en');
    expect(email.subject).toBe('A warning about a message you sent on Arrendo');
    expect(email.text).toContain('Hi Hugo,');
    expect(email.text).toContain('Do not ask guests to pay <outside> Arrendo.');
    expect(email.text).toContain('we may suspend your account');
    expect(email.text).toContain(
      'View the conversation: https://arrendo.test/messages/0b9f2f0e-7d4a-4f4e-9a51-3f1f8e6c2b10',
    );
    expect(email.html).toContain('&lt;outside&gt;');
    expect(email.html).not.toContain('<outside>');
  });

  it('in Spanish', () => {
    const email = render('es');
    expect(email.subject).toBe('Un aviso sobre un mensaje que enviaste en Arrendo');
    expect(email.text).toContain('Hola, Hugo:');
    expect(email.text).toContain('podemos suspender tu cuenta');
    expect(email.text).toContain('Ver la conversación: https://arrendo.test/messages/');
  });
});
