import { describe, expect, it } from 'vitest';
import { EmailTemplateData, MASKED_CODE, codeOf, renderEmail, withoutCode } from './index.js';
import { escapeHtml } from './escape.js';

const ctx = (locale: 'en' | 'es') => ({ locale, appUrl: 'https://arrendo.test' });

describe('code emails', () => {
  const verification = EmailTemplateData.parse({
    template: 'verification-code',
    firstName: 'Ana',
    code: '042917',
    expiresInMinutes: 10,
  });
  const reset = EmailTemplateData.parse({
    template: 'password-reset-code',
    firstName: 'Ana',
    code: '813370',
    expiresInMinutes: 10,
  });

  it('verification code in English: subject, code, expiry and what to do if it was not you', () => {
    const email = renderEmail(verification, ctx('en'));
    expect(email.subject).toBe('Your Arrendo verification code');
    expect(email.text).toContain('Hi Ana,');
    expect(email.text).toMatch(/^ {4}042917$/m);
    expect(email.text).toContain('expires in 10 minutes');
    expect(email.text).toContain("If you didn't try to create an Arrendo account");
    expect(email.html).toContain('042917');
    expect(email.html).toContain('<html lang="en">');
  });

  it('payout change code in both languages: what it confirms and what to do if it was not you', () => {
    const payout = EmailTemplateData.parse({
      template: 'payout-change-code',
      firstName: 'Ana',
      code: '550123',
      expiresInMinutes: 10,
    });
    const en = renderEmail(payout, ctx('en'));
    expect(en.subject).toBe('Confirm your new payout account');
    expect(en.text).toMatch(/^ {4}550123$/m);
    expect(en.text).toContain('change the bank account your payouts go to');
    expect(en.text).toContain('change your password now');
    const es = renderEmail(payout, ctx('es'));
    expect(es.subject).toBe('Confirma tu nueva cuenta para pagos');
    expect(es.text).toContain('vence en 10 minutos');
    expect(es.text).toContain('cambia tu contraseña ahora');
    expect(withoutCode(payout)).toMatchObject({ code: MASKED_CODE });
  });

  it('verification code in Spanish', () => {
    const email = renderEmail(verification, ctx('es'));
    expect(email.subject).toBe('Tu código de verificación de Arrendo');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toMatch(/^ {4}042917$/m);
    expect(email.text).toContain('vence en 10 minutos');
    expect(email.text).toContain('Si no intentaste crear una cuenta');
    expect(email.html).toContain('<html lang="es">');
  });

  it('password reset code in both languages', () => {
    const en = renderEmail(reset, ctx('en'));
    const es = renderEmail(reset, ctx('es'));
    expect(en.subject).toBe('Your Arrendo password reset code');
    expect(es.subject).toBe('Tu código para restablecer tu contraseña de Arrendo');
    for (const email of [en, es]) {
      expect(email.text).toMatch(/^ {4}813370$/m);
      expect(email.html).toContain('813370');
    }
    expect(en.text).toContain("If you didn't ask to reset your password");
    expect(es.text).toContain('Si no pediste restablecer tu contraseña');
  });

  it('says "1 minute" / "1 minuto" in the singular', () => {
    const one = { ...verification, expiresInMinutes: 1 };
    expect(renderEmail(one, ctx('en')).text).toContain('expires in 1 minute and');
    expect(renderEmail(one, ctx('es')).text).toContain('vence en 1 minuto y');
  });

  it('never puts the code in the preheader (what inbox previews show)', () => {
    const html = renderEmail(verification, ctx('en')).html;
    const preheader = /<div style="display:none[^>]*>([^<]*)<\/div>/.exec(html)?.[1];
    expect(preheader).toBeDefined();
    expect(preheader).not.toContain('042917');
  });

  it('masks the code for the email log', () => {
    const masked = withoutCode(verification);
    expect(codeOf(verification)).toBe('042917');
    expect(codeOf(masked)).toBe(MASKED_CODE);
    const email = renderEmail(masked, ctx('en'));
    expect(email.text).not.toContain('042917');
    expect(email.html).not.toContain('042917');
  });

  it('rejects a code that is not 6 digits', () => {
    const bad = EmailTemplateData.safeParse({ ...verification, code: '12345a' });
    expect(bad.success).toBe(false);
  });
});

describe('welcome email', () => {
  it('greets by name with a link to the app, in both languages', () => {
    const data = EmailTemplateData.parse({ template: 'welcome', firstName: 'Tomás' });
    const en = renderEmail(data, ctx('en'));
    const es = renderEmail(data, ctx('es'));
    expect(en.subject).toBe('Welcome to Arrendo, Tomás!');
    expect(es.subject).toBe('¡Te damos la bienvenida a Arrendo, Tomás!');
    expect(en.text).toContain('Start exploring: https://arrendo.test');
    expect(es.text).toContain('Empieza a explorar: https://arrendo.test');
    expect(en.html).toContain('href="https://arrendo.test"');
    expect(en.text).toContain("If you didn't create this account, secure it now");
    expect(es.text).toContain('Si no creaste esta cuenta, protégela ahora');
    expect(codeOf(data)).toBeUndefined();
  });

  it('reads well without a name', () => {
    const data = EmailTemplateData.parse({ template: 'welcome', firstName: '' });
    expect(renderEmail(data, ctx('en')).subject).toBe('Welcome to Arrendo!');
    expect(renderEmail(data, ctx('en')).text.startsWith('Hi,\n')).toBe(true);
    expect(renderEmail(data, ctx('es')).text.startsWith('Hola:\n')).toBe(true);
  });
});

describe('escaping', () => {
  const hostile = '<script>alert("x")</script> & \'O\'Brien';

  it('escapes every interpolated value in the HTML', () => {
    const data = EmailTemplateData.parse({ template: 'welcome', firstName: hostile });
    const { html, text } = renderEmail(data, {
      locale: 'en',
      appUrl: 'https://arrendo.test/?a=1&b="2"',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;O&#39;Brien',
    );
    expect(html).toContain('href="https://arrendo.test/?a=1&amp;b=&quot;2&quot;"');
    // Plain text is not HTML: it keeps the name as typed.
    expect(text).toContain(hostile);
  });

  it('keeps a name with line breaks out of the subject header', () => {
    const data = EmailTemplateData.parse({ template: 'welcome', firstName: 'Ana\r\nBcc: x@y.z' });
    expect(renderEmail(data, ctx('en')).subject).toBe('Welcome to Arrendo, Ana Bcc: x@y.z!');
  });

  it('escapeHtml covers the five HTML-significant characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('password reset recovery link', () => {
  it('opens the app in reset mode with the email filled in', async () => {
    const { renderPasswordResetCode } = await import('./password-reset-code.js');
    const email = renderPasswordResetCode(
      { template: 'password-reset-code', firstName: 'Ana', code: '123456', expiresInMinutes: 10 },
      { locale: 'es', appUrl: 'https://arrendo.cl', to: 'ana+1@example.com' },
    );
    const link = 'https://arrendo.cl/?type=recovery&email=ana%2B1%40example.com';
    expect(email.text).toContain(link);
    expect(email.html).toContain(link.replace(/&/g, '&amp;'));
    expect(email.html).toContain('Elegir una nueva contraseña');
  });
});
