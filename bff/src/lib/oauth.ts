import * as client from 'openid-client';
import {
  AppError,
  safeRedirectPath,
  type OAuthProvider,
  type OAuthSignInRequest,
} from '@arrendo/contracts';
import type { BffEnv } from '../env.js';
import { providerName } from './provider-name.js';

interface ProviderSetup {
  id: OAuthProvider;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** OIDC providers are discovered from their issuer; Facebook is plain OAuth 2.0 + Graph API. */
  issuer?: string;
  /** Apple posts the result back (required when asking for name or email). */
  formPost?: boolean;
}

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0';

type OAuthEnv = Pick<
  BffEnv,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'FACEBOOK_CLIENT_ID'
  | 'FACEBOOK_CLIENT_SECRET'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_CLIENT_SECRET'
>;

/** Only providers with both a client id and a secret exist as far as the product is concerned. */
export function configuredProviders(env: OAuthEnv): Map<OAuthProvider, ProviderSetup> {
  const providers = new Map<OAuthProvider, ProviderSetup>();
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.set('google', {
      id: 'google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER,
      scope: 'openid email profile',
    });
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.set('facebook', {
      id: 'facebook',
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      scope: 'email public_profile',
    });
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) {
    providers.set('apple', {
      id: 'apple',
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: env.APPLE_CLIENT_SECRET,
      issuer: 'https://appleid.apple.com',
      scope: 'openid email name',
      formPost: true,
    });
  }
  return providers;
}

export function oauthProviderList(env: OAuthEnv): { id: OAuthProvider; enabled: boolean }[] {
  const configured = configuredProviders(env);
  return (['google', 'facebook', 'apple'] as const).map((id) => ({
    id,
    enabled: configured.has(id),
  }));
}

/** What the start step remembers (in a signed cookie) for the callback to check. */
export interface OAuthFlowState {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/** Only same-site paths (see `safeRedirectPath` in contracts); anything else goes home. */
export function safeReturnTo(value: unknown): string {
  return safeRedirectPath(value) ?? '/';
}

export class OAuthClients {
  private readonly configs = new Map<OAuthProvider, Promise<client.Configuration>>();
  private readonly providers: Map<OAuthProvider, ProviderSetup>;

  constructor(private readonly env: OAuthEnv & Pick<BffEnv, 'PUBLIC_URL' | 'NODE_ENV'>) {
    this.providers = configuredProviders(env);
  }

  isEnabled(provider: OAuthProvider): boolean {
    return this.providers.has(provider);
  }

  redirectUri(provider: OAuthProvider): string {
    return new URL(`/api/auth/oauth/${provider}/callback`, this.env.PUBLIC_URL).toString();
  }

  private setup(provider: OAuthProvider): ProviderSetup {
    const setup = this.providers.get(provider);
    if (!setup) throw new AppError('NOT_FOUND', `Sign-in with ${provider} is not available.`);
    return setup;
  }

  /** Discovery happens on first use and is cached; a failed discovery is retried next time. */
  private config(provider: OAuthProvider): Promise<client.Configuration> {
    const existing = this.configs.get(provider);
    if (existing) return existing;
    const setup = this.setup(provider);
    const promise = (async () => {
      if (!setup.issuer) {
        return new client.Configuration(
          {
            issuer: 'https://www.facebook.com',
            authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
            token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`,
          },
          setup.clientId,
          setup.clientSecret,
        );
      }
      const issuer = new URL(setup.issuer);
      // Plain-http issuers exist only in tests and local identity providers.
      const insecure = issuer.protocol === 'http:' && this.env.NODE_ENV !== 'production';
      return client.discovery(
        issuer,
        setup.clientId,
        setup.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })();
    this.configs.set(provider, promise);
    promise.catch(() => this.configs.delete(provider));
    return promise;
  }

  async authorizationUrl(
    provider: OAuthProvider,
    returnTo: string,
  ): Promise<{ url: URL; flow: OAuthFlowState }> {
    const setup = this.setup(provider);
    const config = await this.unavailableOnFailure(provider, () => this.config(provider));
    const flow: OAuthFlowState = {
      provider,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
    };
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri(provider),
      scope: setup.scope,
      state: flow.state,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (setup.issuer) params.nonce = flow.nonce;
    if (setup.formPost) params.response_mode = 'form_post';
    return { url: client.buildAuthorizationUrl(config, params), flow };
  }

  /**
   * Exchanges the code (checking state, PKCE and, for OIDC, the ID token's signature, issuer,
   * audience and nonce) and returns who the provider says the user is.
   */
  async complete(
    flow: OAuthFlowState,
    params: Record<string, string>,
  ): Promise<OAuthSignInRequest> {
    const setup = this.setup(flow.provider);
    const config = await this.unavailableOnFailure(flow.provider, () => this.config(flow.provider));
    const currentUrl = new URL(this.redirectUri(flow.provider));
    for (const [key, value] of Object.entries(params)) {
      if (key !== 'user') currentUrl.searchParams.set(key, value);
    }
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      ...(setup.issuer ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
    });

    if (!setup.issuer) return this.facebookProfile(config, tokens.access_token);

    const claims = tokens.claims();
    if (!claims) throw new AppError('UNAUTHENTICATED', 'The provider did not identify the user.');
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    if (!email) throw new AppError('VALIDATION', 'The provider did not share an email address.');
    // Apple sends the name once, in the form post, never in the ID token.
    const appleUser = params.user ? parseAppleUser(params.user) : undefined;
    const firstName = providerName(claims.given_name) ?? appleUser?.firstName;
    const lastName = providerName(claims.family_name) ?? appleUser?.lastName;
    return {
      provider: flow.provider,
      providerSubject: claims.sub,
      email,
      // Apple sends "true" as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    };
  }

  private async facebookProfile(
    config: client.Configuration,
    accessToken: string,
  ): Promise<OAuthSignInRequest> {
    const response = await client.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${FACEBOOK_GRAPH}/me?fields=id,email,first_name,last_name`),
      'GET',
    );
    if (!response.ok)
      throw new AppError('UNAVAILABLE', 'Facebook did not answer. Please try again.');
    const me = (await response.json()) as Record<string, unknown>;
    const id = str(me.id);
    const email = str(me.email);
    if (!id) throw new AppError('UNAUTHENTICATED', 'Facebook did not identify the user.');
    if (!email) throw new AppError('VALIDATION', 'Facebook did not share an email address.');
    const firstName = providerName(me.first_name);
    const lastName = providerName(me.last_name);
    return {
      provider: 'facebook',
      providerSubject: id,
      email,
      // Facebook only returns confirmed addresses.
      emailVerified: true,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    };
  }

  private async unavailableOnFailure<T>(provider: OAuthProvider, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (AppError.isAppError(error)) throw error;
      throw new AppError('UNAVAILABLE', `Sign-in with ${provider} is unavailable right now.`, {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function parseAppleUser(raw: string): { firstName?: string; lastName?: string } | undefined {
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const firstName = providerName(parsed.name?.firstName);
    const lastName = providerName(parsed.name?.lastName);
    return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  } catch {
    return undefined;
  }
}
