import {
  BookingRpc,
  ReviewRpc,
  SYSTEM_ACTOR,
  type Actor,
  type Booking,
  type CategoryRatings,
} from '@arrendo/contracts';
import { callAs } from '../call-system.js';
import type { SeedContext } from '../context.js';
import { createRng, type Rng } from '../prng.js';
import { stableKey } from './demo-dates.js';

export interface SeededReviews {
  /** Reviews of the demo bookings, recorded by this run or answered as already there. */
  written: number;
  skipped?: 'no-demo-host';
}

/** What the demo guests said about the spaces (Spanish: the demo world is Chilean). */
const GUEST_TEXTS = [
  'Todo tal como en las fotos, muy limpio y tranquilo. La llegada fue facilísima y el anfitrión respondió al tiro.',
  'Excelente ubicación y muy buena comunicación. Volveríamos sin dudarlo.',
  'Un lugar cómodo y bien equipado. Algunos detalles por mejorar, pero una muy buena experiencia.',
  'El espacio funcionó perfecto para lo que necesitábamos; puntual, ordenado y con buena luz.',
] as const;

/** What the demo host said about the guests. */
const HOST_TEXTS = [
  'Huéspedes muy respetuosos, dejaron todo impecable. ¡Bienvenidos cuando quieran!',
  'Comunicación clara y puntual. Cuidaron el espacio como propio.',
  'Muy buena experiencia, siguieron todas las reglas de la casa. Recomendados.',
] as const;

/** Mostly fours and fives, as real reviews are. */
const stars = (rng: Rng): number => (rng.chance(0.7) ? 5 : rng.chance(0.8) ? 4 : 3);

function categories(rng: Rng): CategoryRatings {
  return {
    cleanliness: stars(rng),
    accuracy: stars(rng),
    communication: stars(rng),
    location: stars(rng),
    checkIn: stars(rng),
    value: stars(rng),
  };
}

/**
 * Step 5: the reviews of the demo host's completed bookings (the history step's), both sides
 * written so they publish (decision 0044), through the booking service's own command as the
 * system, as the history was recorded. The listings' ratings follow from the published event, so
 * the demo ratings stand on real reviews. Deterministic per booking; idempotent by key.
 */
export async function seedReviews(
  ctx: SeedContext,
  people: { demoHostId?: string },
): Promise<SeededReviews> {
  const { demoHostId } = people;
  if (!demoHostId) return { written: 0, skipped: 'no-demo-host' };
  const host: Actor = { userId: demoHostId, roles: [] };
  const past: Booking[] = [];
  let cursor: string | undefined;
  do {
    const page = await callAs(ctx, { actor: host }, BookingRpc.listForHost, {
      tab: 'past',
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    past.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);

  let written = 0;
  for (const booking of past.filter((b) => b.status === 'confirmed')) {
    const rng = createRng(`review|${booking.id}`);
    const sides = [
      {
        authorRole: 'guest' as const,
        rating: stars(rng),
        categories: categories(rng),
        text: rng.pick(GUEST_TEXTS),
      },
      { authorRole: 'host' as const, rating: stars(rng), text: rng.pick(HOST_TEXTS) },
    ];
    for (const side of sides) {
      const reply = await callAs(
        ctx,
        {
          actor: SYSTEM_ACTOR,
          idempotencyKey: stableKey('seed-review', booking.id, side.authorRole),
        },
        ReviewRpc.recordPast,
        { bookingId: booking.id, ...side },
      );
      if (reply.mine) written++;
    }
  }
  return { written };
}
