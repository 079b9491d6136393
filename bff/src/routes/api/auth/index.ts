import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedResponse,
  AppError,
  AuthProvidersResponse,
  EmailStatusBody,
  EmailStatusResponse,
  IdentityRpc,
  LoginBody,
  RegisterBody,
  RegisterResponse,
  RequestCodeBody,
  ResetPasswordBody,
  SessionResponse,
  VerifyEmailBody,
} from '@arrendo/contracts';
import { cookieNames } from '../../../lib/cookies.js';
import { authRateLimits } from '../../../lib/auth-rate-limits.js';
import { oauthProviderList } from '../../../lib/oauth.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.config;
  const names = cookieNames(env);
  const limits = authRateLimits(app);

  app.post(
    '/email-status',
    {
      schema: { body: EmailStatusBody, response: { 200: EmailStatusResponse } },
      preHandler: limits.emailStatus,
    },
    async (request) => request.call(IdentityRpc.emailStatus, request.body),
  );

  app.post(
    '/register',
    {
      schema: { body: RegisterBody, response: { 201: RegisterResponse } },
      preHandler: limits.codes,
    },
    async (request, reply) => {
      const result = await limits.passwordHashing(request, () =>
        request.call(IdentityRpc.register, request.body),
      );
      return reply.code(201).send({ email: result.email, status: result.status });
    },
  );

  app.post(
    '/login',
    { schema: { body: LoginBody, response: { 200: SessionResponse } }, preHandler: limits.login },
    async (request, reply) =>
      app.session.issue(
        request,
        reply,
        await limits.passwordHashing(request, () => request.call(IdentityRpc.login, request.body)),
      ),
  );

  app.post(
    '/codes',
    {
      schema: { body: RequestCodeBody, response: { 202: AcceptedResponse } },
      preHandler: limits.codes,
    },
    async (request, reply) => {
      await request.call(IdentityRpc.requestCode, request.body);
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    '/verify-email',
    {
      schema: { body: VerifyEmailBody, response: { 200: SessionResponse } },
      preHandler: limits.verify,
    },
    async (request, reply) =>
      app.session.issue(request, reply, await request.call(IdentityRpc.verifyEmail, request.body)),
  );

  app.post(
    '/password-reset',
    {
      schema: { body: ResetPasswordBody, response: { 200: SessionResponse } },
      preHandler: limits.verify,
    },
    // Identity raised the session version: `issue` shares it, so every older token stops now.
    async (request, reply) =>
      app.session.issue(
        request,
        reply,
        await limits.passwordHashing(request, () =>
          request.call(IdentityRpc.resetPassword, request.body),
        ),
      ),
  );

  app.post(
    '/refresh',
    { schema: { response: { 200: SessionResponse } } },
    async (request, reply) => {
      const refreshToken = request.cookies[names.refresh];
      if (!refreshToken) {
        app.session.clear(reply);
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
      }
      try {
        return await app.session.issue(
          request,
          reply,
          await app.rotateRefreshToken(request, refreshToken),
        );
      } catch (error) {
        if (!(AppError.isAppError(error) && error.code === 'UNAVAILABLE')) app.session.clear(reply);
        throw error;
      }
    },
  );

  // No body either way; the schema documents the 204 (OpenAPI at /api/docs), typed loosely so
  // the handler's empty send() stays as it was.
  const signedOut: { schema: FastifySchema } = {
    schema: { response: { 204: z.null().describe('Signed out.') } },
  };
  app.post('/logout', signedOut, async (request, reply) => {
    const refreshToken = request.cookies[names.refresh];
    // This browser's session ends on every instance at once, whatever identity answers.
    const claims = app.session.readAccess(request);
    if (claims) await app.sessionState.end(claims.sid, request.log);
    if (refreshToken) {
      try {
        const out = await request.call(IdentityRpc.logout, { refreshToken });
        if (out.sessionId && out.sessionId !== claims?.sid) {
          await app.sessionState.end(out.sessionId, request.log);
        }
      } catch (error) {
        // The cookies go regardless: the user asked to leave. A family we could not revoke
        // expires on its own; log it for the operator.
        request.log.warn({ err: error }, 'logout could not revoke the refresh family');
      }
    }
    app.session.clear(reply);
    return reply.code(204).send();
  });

  app.get('/providers', { schema: { response: { 200: AuthProvidersResponse } } }, async () => ({
    providers: oauthProviderList(env),
  }));
};

export default authRoutes;
