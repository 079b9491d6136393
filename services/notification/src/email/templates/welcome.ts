import { z } from 'zod';
import { FirstName, SIGNATURE, greeting } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderLayout, renderText } from './layout.js';
import type { LayoutInput } from './layout.js';

export const WelcomeEmail = z.object({
  template: z.literal('welcome'),
  firstName: FirstName,
});
export type WelcomeEmail = z.infer<typeof WelcomeEmail>;

const COPY = {
  en: (name: string, appUrl: string) => ({
    subject: name ? `Welcome to Arrendo, ${name}!` : 'Welcome to Arrendo!',
    preheader: 'Your account is ready.',
    heading: 'Welcome to Arrendo',
    ready: 'Your email is verified and your Arrendo account is ready.',
    pitch:
      'Find homes for a few days or spaces by the hour all over Chile, save your favourites and book securely. Have a space of your own? You can become a host in a few minutes.',
    button: 'Start exploring',
    // Sent only after the code reached this mailbox; the sender is a no-reply address.
    notYou: `If you didn't create this account, secure it now: at ${appUrl} choose "Forgot password?" when logging in and set a new password.`,
  }),
  es: (name: string, appUrl: string) => ({
    subject: name
      ? `¡Te damos la bienvenida a Arrendo, ${name}!`
      : '¡Te damos la bienvenida a Arrendo!',
    preheader: 'Tu cuenta está lista.',
    heading: 'Te damos la bienvenida a Arrendo',
    ready: 'Tu correo está verificado y tu cuenta de Arrendo está lista.',
    pitch:
      'Encuentra casas por días o espacios por horas en todo Chile, guarda tus favoritos y reserva de forma segura. ¿Tienes un espacio? Puedes ser anfitrión en pocos minutos.',
    button: 'Empieza a explorar',
    notYou: `Si no creaste esta cuenta, protégela ahora: en ${appUrl} elige "¿Olvidaste tu contraseña?" al iniciar sesión y crea una contraseña nueva.`,
  }),
};

export function renderWelcome(d: WelcomeEmail, ctx: RenderContext): RenderedEmail {
  const copy = COPY[ctx.locale](singleLine(d.firstName), ctx.appUrl);
  const layout: LayoutInput = {
    locale: ctx.locale,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(ctx.locale, d.firstName) },
      { kind: 'paragraph', text: copy.ready },
      { kind: 'paragraph', text: copy.pitch },
      { kind: 'button', label: copy.button, href: ctx.appUrl },
      { kind: 'note', text: copy.notYou },
    ],
    signature: SIGNATURE[ctx.locale],
  };
  return { subject: copy.subject, text: renderText(layout), html: renderLayout(layout) };
}
