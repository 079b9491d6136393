import { describe, expect, it } from 'vitest';
import { createI18n } from './index';

describe('deferred catalogues', () => {
  it('has `boot` at once, the other namespaces once ready, and another language after the switch', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const { instance, ready } = createI18n();
    // Synchronous: the first render (the startup screen) already has its text.
    expect(instance.t('boot:startup.database')).toBe('Connecting to database...');
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
    await ready;
    expect(instance.t('header.perHour')).toBe('Per hour');
    expect(instance.hasResourceBundle('en', 'auth')).toBe(true);
    expect(instance.hasResourceBundle('es', 'auth')).toBe(false);
    await instance.changeLanguage('es');
    expect(instance.hasResourceBundle('es', 'auth')).toBe(true);
    expect(instance.t('auth:close')).not.toBe('close');
    expect(instance.t('auth:close')).not.toBe(instance.getFixedT('en')('auth:close'));
  });
});
