import type { Language } from '@/i18n';

// The help centre's light index: what the landing page, the search, the category and topic pages
// and the breadcrumbs need, without the articles' HTML (each article is its own lazy chunk, see
// content.ts). It repeats the markdown files' front matter; help-index.test.ts fails when the two
// disagree, so edit both together.

export const HELP_CATEGORIES = [
  'account',
  'bookings',
  'payments',
  'safety',
  'communication',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** The help centre's role tabs. Arrendo has no service hosts or travel admins. */
export const HELP_ROLES = ['guest', 'home-host', 'experience-host'] as const;
export type HelpRole = (typeof HELP_ROLES)[number];

export interface HelpText {
  title: string;
  description: string;
}

export interface HelpCategoryEntry {
  slug: HelpCategory;
  text: Record<Language, HelpText>;
}

export interface HelpArticleEntry {
  slug: string;
  category: HelpCategory;
  /** Position inside its category. */
  order: number;
  /** One of the four getting-started guides. */
  guide: boolean;
  /** One of the six top articles. */
  top: boolean;
  roles: readonly HelpRole[];
  text: Record<Language, HelpText>;
}

const ALL_ROLES = HELP_ROLES;

export const HELP_CATEGORY_ENTRIES: readonly HelpCategoryEntry[] = [
  {
    slug: 'account',
    text: {
      en: {
        title: 'Account and Profile',
        description:
          'Sign up, verify your email, keep your profile and your data in order, and start hosting.',
      },
      es: {
        title: 'Cuenta y perfil',
        description:
          'Crea tu cuenta, verifica tu correo, mantén tu perfil y tus datos al día, y empieza a publicar.',
      },
    },
  },
  {
    slug: 'bookings',
    text: {
      en: {
        title: 'Bookings and Reservations',
        description:
          'Book a space by the day or by the hour, change or cancel a booking, and what happens when a host cancels.',
      },
      es: {
        title: 'Reservas',
        description:
          'Reserva un espacio por día o por hora, cambia o cancela una reserva, y qué pasa si el anfitrión cancela.',
      },
    },
  },
  {
    slug: 'payments',
    text: {
      en: {
        title: 'Payments and Refunds',
        description:
          'How you pay, what the price includes, when you are charged and how refunds come back.',
      },
      es: {
        title: 'Pagos y reembolsos',
        description:
          'Cómo pagas, qué incluye el precio, cuándo se cobra y cómo vuelven los reembolsos.',
      },
    },
  },
  {
    slug: 'safety',
    text: {
      en: {
        title: 'Safety and Security',
        description:
          'Arrendo Protect, keeping your account safe, and what to do when something goes wrong.',
      },
      es: {
        title: 'Seguridad y protección',
        description: 'Arrendo Protect, cómo cuidar tu cuenta y qué hacer si algo sale mal.',
      },
    },
  },
  {
    slug: 'communication',
    text: {
      en: {
        title: 'Communication',
        description:
          'The emails and notifications we send, how to reach our team, and our community standards.',
      },
      es: {
        title: 'Comunicación',
        description:
          'Los correos y avisos que enviamos, cómo contactar a nuestro equipo y nuestras normas de la comunidad.',
      },
    },
  },
];

export const HELP_ARTICLES: readonly HelpArticleEntry[] = [
  {
    slug: 'getting-started',
    category: 'account',
    order: 1,
    guide: true,
    top: false,
    roles: ALL_ROLES,
    text: {
      en: {
        title: 'Getting started with Arrendo',
        description:
          'Create your account, verify your email and find a space to book by the day or by the hour.',
      },
      es: {
        title: 'Primeros pasos en Arrendo',
        description:
          'Crea tu cuenta, verifica tu correo y encuentra un espacio para reservar por día o por hora.',
      },
    },
  },
  {
    slug: 'hosting',
    category: 'account',
    order: 2,
    guide: true,
    top: false,
    roles: ['home-host', 'experience-host'],
    text: {
      en: {
        title: 'Hosting on Arrendo',
        description:
          'Create a listing step by step, set your price, calendar and opening hours, and answer requests.',
      },
      es: {
        title: 'Publicar tu espacio en Arrendo',
        description:
          'Crea un anuncio paso a paso, define tu precio, tu calendario y tu horario, y responde solicitudes.',
      },
    },
  },
  {
    slug: 'reservation',
    category: 'bookings',
    order: 1,
    guide: true,
    top: false,
    roles: ['guest'],
    text: {
      en: {
        title: 'How to book a space',
        description:
          'Instant book or request to book, the 15-minute hold, and what you pay at checkout.',
      },
      es: {
        title: 'Cómo reservar un espacio',
        description:
          'Reserva inmediata o solicitud de reserva, la retención de 15 minutos y lo que pagas al confirmar.',
      },
    },
  },
  {
    slug: 'cancel-reservation',
    category: 'bookings',
    order: 2,
    guide: false,
    top: true,
    roles: ['guest'],
    text: {
      en: {
        title: 'Cancel a reservation',
        description:
          'How to cancel a booking and how much you get back under each cancellation policy.',
      },
      es: {
        title: 'Cancelar una reserva',
        description:
          'Cómo cancelar una reserva y cuánto te devolvemos según cada política de cancelación.',
      },
    },
  },
  {
    slug: 'change-experience',
    category: 'bookings',
    order: 3,
    guide: false,
    top: true,
    roles: ['guest', 'experience-host'],
    text: {
      en: {
        title: 'Change the time of an hourly booking',
        description:
          'A booking cannot be edited: cancel it and book the new time. How to do it without losing money.',
      },
      es: {
        title: 'Cambiar el horario de una reserva por horas',
        description:
          'Una reserva no se puede editar: cancélala y reserva el nuevo horario. Cómo hacerlo sin perder dinero.',
      },
    },
  },
  {
    slug: 'host-cancellation',
    category: 'bookings',
    order: 4,
    guide: false,
    top: true,
    roles: ALL_ROLES,
    text: {
      en: {
        title: 'When a host cancels',
        description:
          'The guest always gets a full refund. What happens next for guests and for hosts.',
      },
      es: {
        title: 'Cuando el anfitrión cancela',
        description:
          'El huésped siempre recibe el reembolso total. Qué pasa después para huéspedes y anfitriones.',
      },
    },
  },
  {
    slug: 'payment-methods',
    category: 'payments',
    order: 1,
    guide: false,
    top: true,
    roles: ['guest'],
    text: {
      en: {
        title: 'Payment methods',
        description: 'Pay by card through Stripe or with Payku, always charged in Chilean pesos.',
      },
      es: {
        title: 'Medios de pago',
        description: 'Paga con tarjeta a través de Stripe o con Payku, siempre en pesos chilenos.',
      },
    },
  },
  {
    slug: 'manage-payment',
    category: 'payments',
    order: 2,
    guide: false,
    top: true,
    roles: ALL_ROLES,
    text: {
      en: {
        title: 'Manage your payments',
        description:
          'Find your charges, refunds and receipts, and understand each line of the price (service fee and VAT).',
      },
      es: {
        title: 'Gestiona tus pagos',
        description:
          'Encuentra tus cobros, reembolsos y comprobantes, y entiende cada línea del precio (tarifa de servicio e IVA).',
      },
    },
  },
  {
    slug: 'payment-timing',
    category: 'payments',
    order: 3,
    guide: false,
    top: true,
    roles: ALL_ROLES,
    text: {
      en: {
        title: 'When you are charged and when hosts are paid',
        description:
          'Instant book is charged at once, a request when the host accepts; hosts are paid after check-in.',
      },
      es: {
        title: 'Cuándo se cobra y cuándo recibe su pago el anfitrión',
        description:
          'La reserva inmediata se cobra al instante y la solicitud cuando el anfitrión acepta; el anfitrión recibe su pago después del check-in.',
      },
    },
  },
  {
    slug: 'aircover',
    category: 'safety',
    order: 1,
    guide: true,
    top: false,
    roles: ALL_ROLES,
    text: {
      en: {
        title: 'Arrendo Protect',
        description:
          'What protects you when you book or host: refunds by policy, a full refund when a host cancels, and a team that answers within 24 hours.',
      },
      es: {
        title: 'Arrendo Protect',
        description:
          'Lo que te protege al reservar o publicar: reembolsos según la política, reembolso total si el anfitrión cancela y un equipo que responde en menos de 24 horas.',
      },
    },
  },
  {
    slug: 'community',
    category: 'communication',
    order: 1,
    guide: false,
    top: false,
    roles: ALL_ROLES,
    text: {
      en: {
        title: 'Community standards',
        description:
          'How guests and hosts treat each other on Arrendo, and what we do when someone does not.',
      },
      es: {
        title: 'Normas de la comunidad',
        description:
          'Cómo se tratan huéspedes y anfitriones en Arrendo, y qué hacemos cuando alguien no las respeta.',
      },
    },
  },
];

export function helpCategory(slug: string): HelpCategoryEntry | undefined {
  return HELP_CATEGORY_ENTRIES.find((entry) => entry.slug === slug);
}

export function helpArticle(slug: string): HelpArticleEntry | undefined {
  return HELP_ARTICLES.find((entry) => entry.slug === slug);
}

/** A category's articles in their order. */
export function articlesOf(category: HelpCategory): HelpArticleEntry[] {
  return HELP_ARTICLES.filter((entry) => entry.category === category).sort(
    (a, b) => a.order - b.order,
  );
}

/** The guides, then the top articles, a role's tab shows (index order). */
export function forRole(role: HelpRole): { guides: HelpArticleEntry[]; top: HelpArticleEntry[] } {
  const mine = HELP_ARTICLES.filter((entry) => entry.roles.includes(role));
  return { guides: mine.filter((e) => e.guide), top: mine.filter((e) => e.top) };
}
