import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_WIDTH,
  jsonForScript,
  PHONE_WIDTH,
  allowScript,
  guessScreenWidth,
  scriptHashSource,
  withFirstScreen,
} from './first-screen.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Arrendo</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const MODULE = {
  FIRST_SCREEN_ATTRIBUTE: 'data-first-screen',
  FIRST_SCREEN_BOOT_SCRIPT: 'boot()',
  FIRST_SCREEN_DATA_ID: 'first-screen-data',
};

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('withFirstScreen', () => {
  it('puts the drawing in #root, its language on <html> and the boot script in place of the entry', () => {
    const html = withFirstScreen(
      INDEX,
      {
        html: '<main>Casa $& $1</main>',
        data: { title: 'Casa </script><script>alert(1)</script>' },
        language: 'es',
        screenWidth: 412,
      },
      MODULE,
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(
      '<div id="root" data-first-screen="412" inert><main>Casa $& $1</main></div>',
    );
    expect(html).toContain(
      '<script data-entry="/assets/index-Ab12.js" data-width="412">boot()</script>',
    );
    expect(html).not.toContain('type="module"');
    // The data the browser starts from, which a host's text cannot break out of.
    const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
      html ?? '',
    );
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual({
      title: 'Casa </script><script>alert(1)</script>',
    });
  });

  it('keeps only the entry, the last module script, for the boot script to load', () => {
    // The build preloads rolldown's runtime chunk, which the entry imports: fetched at once, it
    // would compete with the drawing and hold back the first paint.
    const html = withFirstScreen(
      INDEX.replace(
        '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
        '<script type="module" crossorigin src="/assets/rolldown-runtime-Cd34.js"></script>\n' +
          '    <script type="module" crossorigin src="/assets/app-Ab12.js"></script>\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Cd34.js">\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">',
      ),
      { html: '<main></main>', data: {}, language: 'en', screenWidth: 412 },
      MODULE,
    );
    expect(html).not.toContain('rolldown-runtime');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">');
    expect(html).toContain(
      '<script data-entry="/assets/app-Ab12.js" data-width="412">boot()</script>',
    );
  });

  it('gives up on an index.html not laid out as the build writes it', () => {
    const screen = { html: '<main></main>', data: {}, language: 'en' as const, screenWidth: 1280 };
    expect(withFirstScreen(INDEX.replace('<div id="root"></div>', ''), screen, MODULE)).toBeNull();
    expect(withFirstScreen(INDEX.replace(/<script[^]*?<\/script>/, ''), screen, MODULE)).toBeNull();
  });
});

describe('allowScript', () => {
  it('adds the source to script-src only', () => {
    const csp = "default-src 'self';script-src 'self';img-src 'self' data:";
    expect(allowScript(csp, "'sha256-abc'")).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc';img-src 'self' data:",
    );
    expect(allowScript("default-src 'self'", "'sha256-abc'")).toBe("default-src 'self'");
  });

  it('hashes the script as browsers do (base64 SHA-256 of its text)', () => {
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });
});

describe('guessScreenWidth', () => {
  it('reads the mobile client hint first, then the user agent', () => {
    expect(guessScreenWidth(request({ 'sec-ch-ua-mobile': '?1' }))).toBe(PHONE_WIDTH);
    expect(
      guessScreenWidth(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' })),
    ).toBe(DESKTOP_WIDTH);
    expect(
      guessScreenWidth(
        request({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile Safari' }),
      ),
    ).toBe(PHONE_WIDTH);
    expect(guessScreenWidth(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(
      DESKTOP_WIDTH,
    );
    expect(guessScreenWidth(request({}))).toBe(DESKTOP_WIDTH);
  });
});

describe('jsonForScript', () => {
  it('writes JSON no HTML parser can end early, that reads back the same', () => {
    const value = { a: '</script>', b: '<!--', c: 'line\u2028separator' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
