import { CATALOGUE_SEED } from './seed.js';
import { createRng, type Rng } from '../prng.js';
import { DEMO_GUEST_EMAIL, DEMO_HOST_EMAIL } from '../demo-accounts.js';

const HOST_COUNT = 40;

/** The other demo hosts' addresses: nobody reads them, and they have no password. */
const HOST_EMAIL_DOMAIN = 'hosts.demo.arrendo.cl';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  about: string;
  /** ISO 639-1 codes, best spoken first. */
  languages: string[];
  /** When the account was made (ISO instant, 2019–2026). */
  memberSince: string;
  /** File name under `<MEDIA_DIR>/avatars/`. */
  avatarFile: string;
  avatar: AvatarSpec;
}

export interface AvatarSpec {
  initials: string;
  background: string;
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald';
  shirt: string;
  glasses: boolean;
}

const FIRST_NAMES = [
  'Catalina',
  'Sofía',
  'Valentina',
  'Javiera',
  'Constanza',
  'Francisca',
  'Fernanda',
  'Camila',
  'Antonia',
  'Isidora',
  'Daniela',
  'Macarena',
  'Josefa',
  'Carolina',
  'Paula',
  'Trinidad',
  'Matías',
  'Benjamín',
  'Vicente',
  'Tomás',
  'Joaquín',
  'Sebastián',
  'Cristóbal',
  'Felipe',
  'Diego',
  'Nicolás',
  'Ignacio',
  'Martín',
  'Gonzalo',
  'Rodrigo',
  'Álvaro',
  'Francisco',
] as const;

const LAST_NAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
  'Sánchez',
  'Fernández',
  'Ramírez',
  'Carrasco',
  'Cortés',
  'Herrera',
  'Núñez',
  'Jara',
  'Vergara',
  'Rivera',
  'Figueroa',
  'Riquelme',
] as const;

const INTROS = [
  '¡Hola! Soy {name}, nací en Chile y me encanta recibir gente de todo el mundo.',
  'Hola, soy {name}. Llevo varios años como {host} y disfruto mostrar mi rincón de Chile.',
  'Soy {name}, {job}, y comparto mis espacios cuando no los estoy usando.',
  '¡Bienvenidos! Me llamo {name} y vivo entre Santiago y la costa.',
] as const;
/** [feminine, masculine]. */
const JOBS: readonly (readonly [string, string])[] = [
  ['arquitecta', 'arquitecto'],
  ['profesora de historia', 'profesor de historia'],
  ['diseñadora', 'diseñador'],
  ['ingeniera', 'ingeniero'],
  ['fotógrafa', 'fotógrafo'],
  ['chef', 'chef'],
  ['guía de montaña', 'guía de montaña'],
  ['enfermera', 'enfermero'],
  ['música', 'músico'],
  ['periodista', 'periodista'],
];
const MIDDLES = [
  'Me gusta dejar todo impecable y responder rápido.',
  'Siempre dejo recomendaciones de picadas, ferias y miradores cerca.',
  'Si necesitan algo durante la estadía, me escriben no más.',
  'Me encanta el café de grano, el vino del valle y las caminatas largas.',
  'Cuido mucho los detalles: sábanas limpias, buena conexión y agua caliente siempre.',
] as const;
const ENGLISH = [
  "I speak English too, so don't hesitate to write me!",
  'English speakers are very welcome — happy to share tips on the best local spots.',
  'I lived abroad for a few years, so I know how nice a warm welcome feels. See you soon!',
  "Check-in is flexible, just send me a message when you're on your way.",
  'Hosting is my way of travelling without leaving home. Hope to meet you!',
] as const;
const EXTRA_LANGUAGES = ['pt', 'fr', 'de', 'it'] as const;

const BACKGROUNDS = ['#F4D6CC', '#D8E7F0', '#E3EED6', '#F2E6C9', '#E5DBF0', '#D4EEEA', '#F6D9E4'];
const SKINS = ['#F1C9A5', '#E0AC80', '#C68B5E', '#A86F45', '#8A5A3B', '#F5D5BC'];
const HAIRS = ['#2B1B12', '#4A2E1E', '#6B4226', '#A0693D', '#D9B26F', '#1C1C1C', '#8C8C8C'];
const SHIRTS = ['#E4572E', '#2E86AB', '#3D5A80', '#6A994E', '#F2A541', '#7B2CBF', '#D1495B'];

/** ASCII, lower case, dots: the local part of an address from a Spanish name. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

const FIRST_MEMBER = Date.UTC(2019, 0, 15);
const LAST_MEMBER = Date.UTC(2026, 5, 30);

function aboutOf(rng: Rng, firstName: string, female: boolean, english: boolean): string {
  const gender = female ? 0 : 1;
  const intro = rng
    .pick(INTROS)
    .replace('{name}', firstName)
    .replace('{host}', female ? 'anfitriona' : 'anfitrión')
    .replace('{job}', rng.pick(JOBS)[gender] ?? '');
  const parts = [intro, ...rng.sample(MIDDLES, rng.int(1, 2))];
  if (english) parts.push(rng.pick(ENGLISH));
  return parts.join(' ');
}

function avatarOf(rng: Rng, firstName: string, lastName: string, female: boolean): AvatarSpec {
  const styles: AvatarSpec['hairStyle'][] = female
    ? ['long', 'long', 'bun', 'curly', 'short']
    : ['short', 'short', 'curly', 'bald'];
  return {
    initials: `${[...firstName][0] ?? ''}${[...lastName][0] ?? ''}`,
    background: rng.pick(BACKGROUNDS),
    skin: rng.pick(SKINS),
    hair: rng.pick(HAIRS),
    hairStyle: rng.pick(styles),
    shirt: rng.pick(SHIRTS),
    glasses: rng.chance(0.25),
  };
}

function person(rng: Rng, index: number, fixed?: Partial<DemoPerson>): DemoPerson {
  const firstName = fixed?.firstName ?? rng.pick(FIRST_NAMES);
  // The first 16 names are women's: the about text and the hair follow.
  const female = FIRST_NAMES.indexOf(firstName as (typeof FIRST_NAMES)[number]) < 16;
  const lastName = fixed?.lastName ?? rng.pick(LAST_NAMES);
  const english = rng.chance(0.7);
  const languages = ['es', ...(english ? ['en'] : [])];
  if (rng.chance(0.2)) languages.push(rng.pick(EXTRA_LANGUAGES));
  // Older accounts are rarer than recent ones, as in any growing marketplace.
  const t = Math.sqrt(rng.next());
  const memberSince = new Date(FIRST_MEMBER + t * (LAST_MEMBER - FIRST_MEMBER));
  memberSince.setUTCHours(rng.int(11, 23), rng.int(0, 59), 0, 0);
  const email =
    fixed?.email ?? `${slug(firstName)}.${slug(lastName)}.${index + 1}@${HOST_EMAIL_DOMAIN}`;
  return {
    email,
    firstName,
    lastName,
    about: fixed?.about ?? aboutOf(rng, firstName, female, english),
    languages: fixed?.languages ?? languages,
    memberSince: fixed?.memberSince ?? memberSince.toISOString(),
    avatarFile: `${slug(email.split('@')[0] ?? String(index))}.svg`,
    avatar: avatarOf(rng, firstName, lastName, female),
  };
}

/**
 * The 40 demo hosts, in the order the catalogue spreads listings over them: the same people on
 * every machine and every run (a seeded PRNG). Host 0 is the demo host one can sign in as
 * (DEMO_HOST_EMAIL), so it owns host 0's listings.
 */
export const DEMO_HOSTS: readonly DemoPerson[] = (() => {
  const rng = createRng(`${CATALOGUE_SEED}:host-people`);
  return Array.from({ length: HOST_COUNT }, (_, i) =>
    person(
      rng,
      i,
      i === 0
        ? {
            email: DEMO_HOST_EMAIL,
            firstName: 'Catalina',
            lastName: 'Fuentes',
            about:
              '¡Hola! Soy Catalina, anfitriona de Arrendo desde hace años. Arriendo mi depto por día y mi taller por horas. ' +
              'Me encanta recomendar picadas y miradores. I speak English too — feel free to write me anytime!',
            languages: ['es', 'en', 'pt'],
            memberSince: '2020-03-02T14:30:00.000Z',
          }
        : undefined,
    ),
  );
})();

/** The demo guest: a plain account that hosts nothing, to search, save and book as a guest. */
export const DEMO_GUEST: DemoPerson = person(createRng(`${CATALOGUE_SEED}:guest`), 0, {
  email: DEMO_GUEST_EMAIL,
  firstName: 'Tomás',
  lastName: 'Riquelme',
  about: 'Viajo por Chile con mi familia cada vez que puedo. Love the south!',
  languages: ['es', 'en'],
  memberSince: '2023-09-18T20:00:00.000Z',
});

/**
 * Stand-in host ids for tests that run the listing service without identity (the catalogue
 * only needs a list of uuids); `pnpm start` uses the real users the hosts step makes.
 */
export const DEMO_HOST_IDS: readonly string[] = (() => {
  const rng = createRng(`${CATALOGUE_SEED}:hosts`);
  return Array.from({ length: HOST_COUNT }, () => rng.uuid());
})();
