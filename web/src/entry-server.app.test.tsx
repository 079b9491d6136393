// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { propertyFixture } from '@/features/listings/test/property-fixture';
import { replyFixture } from '@/features/home/test/search-hit-fixture';
import { configureFirstScreen, renderFirstScreen } from './entry-server';

// The server's first screen is drawn from what the matched routes' loaders put in the cache.

type Answer = { status?: number; body: unknown };
type Answers = Record<string, Answer | Promise<Answer>>;

function hostReply(id: string) {
  return {
    host: {
      id,
      firstName: 'Catalina',
      lastInitial: 'F',
      displayName: 'Catalina F.',
      avatarUrl: null,
      about: null,
      languages: ['es'],
      memberSince: '2020-03-02T14:30:00.000Z',
      verified: true,
    },
    listings: [],
    listingCount: 1,
  };
}

function answerApi(answers: Answers): string[] {
  const asked: string[] = [];
  configureFirstScreen({
    transport: async (url) => {
      const path = new URL(url, 'http://api.invalid').pathname;
      asked.push(path);
      const answer = (await answers[path]) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return asked;
}

const request = (url: string) => ({ url, language: 'en' as const, screenWidth: 412 });

describe('renderFirstScreen', () => {
  afterEach(() => answerApi({}));

  it("draws the home from its loader's results, and sends them with it", async () => {
    const asked = answerApi({ '/api/search': { body: replyFixture(1, 2) } });
    const drawn = await renderFirstScreen(request('/?type=day'));
    expect(drawn?.html).toContain('Space 2');
    expect(drawn?.html).not.toContain('<script');
    expect(asked).toEqual(['/api/search']);
    const keys = drawn?.data.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(['search']);
  }, 30_000);

  it('draws a listing with the host its loader asked for, when the host answers in time', async () => {
    const property = propertyFixture();
    answerApi({
      [`/api/properties/${property.id}`]: { body: property },
      [`/api/hosts/${property.hostId}`]: { body: hostReply(property.hostId) },
    });
    const drawn = await renderFirstScreen(request(`/property/${property.id}`));
    expect(drawn?.html).toContain(property.title);
    expect(drawn?.html).toContain('Catalina');
    expect(drawn?.data.queries.map((query) => query.queryKey[0]).sort()).toEqual([
      'hosts',
      'properties',
    ]);
  }, 30_000);

  it('draws the listing without a host that is late, and leaves it out of the data', async () => {
    const property = propertyFixture();
    answerApi({
      [`/api/properties/${property.id}`]: { body: property },
      // Answered well after the drawing's moment for it.
      [`/api/hosts/${property.hostId}`]: new Promise((resolve) =>
        setTimeout(() => resolve({ body: hostReply(property.hostId) }), 2_000),
      ),
    });
    const drawn = await renderFirstScreen(request(`/property/${property.id}`));
    expect(drawn?.html).toContain(property.title);
    expect(drawn?.html).not.toContain('Catalina');
    expect(drawn?.data.queries.map((query) => query.queryKey[0])).toEqual(['properties']);
  }, 30_000);

  it('has none for a listing that does not exist, a failed search or another page', async () => {
    answerApi({ '/api/search': { status: 500, body: { error: { code: 'X', message: 'x' } } } });
    expect(
      await renderFirstScreen(request('/property/00000000-0000-4000-8000-000000000009')),
    ).toBeNull();
    expect(await renderFirstScreen(request('/'))).toBeNull();
    const asked = answerApi({});
    expect(await renderFirstScreen(request('/help'))).toBeNull();
    expect(asked).toEqual([]);
  }, 30_000);
});
