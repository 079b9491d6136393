import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * A minimal OpenID provider for tests: discovery, JWKS, and a token endpoint that checks the
 * PKCE verifier and returns an RS256-signed ID token. The test plays the browser: it reads the
 * authorization URL the BFF redirects to and calls `authorize` to get a code for it.
 */
export async function startFakeOidc(clientId: string, clientSecret: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<
    string,
    { challenge: string; nonce: string; redirectUri: string; user: FakeUser }
  >();
  let issuer = '';

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(raw);
          const basic = req.headers.authorization?.startsWith('Basic ')
            ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':')
            : undefined;
          const id = form.get('client_id') ?? (basic?.[0] && decodeURIComponent(basic[0]));
          const secret = form.get('client_secret') ?? (basic?.[1] && decodeURIComponent(basic[1]));
          if (id !== clientId || secret !== clientSecret)
            return json(401, { error: 'invalid_client' });
          const grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (
            !grant ||
            grant.challenge !== challenge ||
            grant.redirectUri !== form.get('redirect_uri')
          ) {
            return json(400, { error: 'invalid_grant' });
          }
          const idToken = await new SignJWT({
            email: grant.user.email,
            email_verified: true,
            given_name: grant.user.givenName,
            family_name: grant.user.familyName,
            nonce: grant.nonce,
          })
            .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
            .setIssuer(issuer)
            .setAudience(clientId)
            .setSubject(grant.user.sub)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(privateKey);
          json(200, {
            access_token: 'at-' + randomBytes(8).toString('hex'),
            token_type: 'Bearer',
            expires_in: 300,
            id_token: idToken,
          });
        })();
      });
      return;
    }
    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    /** The user consents: returns the callback query the provider would redirect back with. */
    authorize(authorizationUrl: string, user: FakeUser): Record<string, string> {
      const url = new URL(authorizationUrl);
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        nonce: url.searchParams.get('nonce') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        user,
      });
      return { code, state: url.searchParams.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
