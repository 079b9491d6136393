import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, IdentityRpc, OAuthProvider } from '@arrendo/contracts';
import { cookieNames, isHttps, sessionCookieOptions } from '../../../lib/cookies.js';
import { OAuthClients, safeReturnTo, type OAuthFlowState } from '../../../lib/oauth.js';

const ProviderParams = z.object({ provider: OAuthProvider }).strict();
const StartQuery = z.object({ returnTo: z.string().max(500).optional() });
/** Whatever the provider sends back; openid-client checks it. */
const CallbackParams = z.record(z.string(), z.string());

const FLOW_TTL_SECONDS = 10 * 60;

/**
 * Social sign-in: start → provider → callback → identity → session cookies → back to the page
 * the user started from. Failures land on `/?authError=oauth_cancelled|oauth_failed` so the web
 * app can say so.
 */
const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.config;
  const clients = new OAuthClients(env);
  const names = cookieNames(env);
  // Apple posts the callback cross-site: the flow cookie must then be SameSite=None (HTTPS only).
  const flowCookie = {
    ...sessionCookieOptions(env),
    sameSite: isHttps(env) ? ('none' as const) : ('lax' as const),
    signed: true,
    maxAge: FLOW_TTL_SECONDS,
  };

  // Apple's form_post: a urlencoded body, parsed here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  function ensureEnabled(provider: OAuthProvider): void {
    if (!clients.isEnabled(provider))
      throw new AppError('NOT_FOUND', `Sign-in with ${provider} is not available.`);
  }

  app.get(
    '/:provider/start',
    { schema: { params: ProviderParams, querystring: StartQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      ensureEnabled(provider);
      const { url, flow } = await clients.authorizationUrl(
        provider,
        safeReturnTo(request.query.returnTo),
      );
      reply.setCookie(names.oauth, JSON.stringify(flow), flowCookie);
      return reply.redirect(url.toString(), 302);
    },
  );

  async function callback(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: OAuthProvider,
    params: Record<string, string>,
  ) {
    ensureEnabled(provider);
    const flow = readFlow(request, names.oauth);
    reply.clearCookie(names.oauth, flowCookie);
    if (params.error) {
      const reason = params.error === 'access_denied' ? 'oauth_cancelled' : 'oauth_failed';
      return reply.redirect(`/?authError=${reason}`, 302);
    }
    if (!flow || flow.provider !== provider) {
      request.log.warn({ provider }, 'OAuth callback without a matching flow cookie');
      return reply.redirect('/?authError=oauth_failed', 302);
    }
    try {
      const identity = await clients.complete(flow, params);
      const session = await request.call(IdentityRpc.oauthSignIn, identity);
      await app.session.issue(request, reply, session);
      return reply.redirect(flow.returnTo, 302);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'OAuth sign-in failed');
      // A suspended account is told so (decision 0048), not sent to try again.
      const suspended = AppError.isAppError(error) && error.details?.reason === 'ACCOUNT_SUSPENDED';
      return reply.redirect(`/?authError=${suspended ? 'account_suspended' : 'oauth_failed'}`, 302);
    }
  }

  app.get(
    '/:provider/callback',
    { schema: { params: ProviderParams, querystring: CallbackParams } },
    async (request, reply) => callback(request, reply, request.params.provider, request.query),
  );

  app.post(
    '/:provider/callback',
    { schema: { params: ProviderParams, body: CallbackParams } },
    async (request, reply) => callback(request, reply, request.params.provider, request.body),
  );
};

function readFlow(request: FastifyRequest, name: string): OAuthFlowState | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    return JSON.parse(unsigned.value) as OAuthFlowState;
  } catch {
    return undefined;
  }
}

export default oauthRoutes;
