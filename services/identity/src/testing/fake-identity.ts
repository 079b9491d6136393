import { randomUUID } from 'node:crypto';
import { AppError, IdentityRpc, type Actor, type UserContactReply } from '@arrendo/contracts';
import { startService, type RunningService } from '@arrendo/kit';

const isSystem = (actor: Actor) => actor.userId === null && actor.roles.includes('admin');

/**
 * A stand-in for the identity service, for the services that ask it about a user (notification,
 * payment). `contact` answers the system actor only, as the real one does; `me` answers any
 * signed-in user (the payer's email, which Payku asks for), from the contact `add` gave it or a
 * made-up guest. Stop and start it again to play an identity service that is down.
 */
export class FakeIdentity {
  readonly users = new Map<string, UserContactReply>();
  /** Every contact request, to show what the caller asked. */
  readonly asked: string[] = [];
  private running: RunningService<unknown, Record<string, never>> | undefined;

  constructor(private readonly env: Record<string, string | undefined>) {}

  /** A started one. */
  static async start(env: Record<string, string | undefined>): Promise<FakeIdentity> {
    const identity = new FakeIdentity(env);
    await identity.start();
    return identity;
  }

  add(user: Omit<UserContactReply, 'userId'> & { userId?: string }): UserContactReply {
    const contact = { ...user, userId: user.userId ?? randomUUID() };
    this.users.set(contact.userId, contact);
    return contact;
  }

  async start(): Promise<void> {
    this.running = (await startService<unknown>({
      name: 'identity',
      migrations: {},
      register: (ctx) => {
        ctx.rpc.handle(IdentityRpc.contact, async ({ userId }, call) => {
          if (!isSystem(call.actor)) throw new AppError('FORBIDDEN', 'Only the system');
          this.asked.push(userId);
          const user = this.users.get(userId);
          if (!user) throw new AppError('NOT_FOUND', 'User not found');
          return user;
        });
        ctx.rpc.handle(IdentityRpc.me, async (_req, call) => {
          const userId = call.actor.userId;
          if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in');
          const known = this.users.get(userId);
          return {
            id: userId,
            email: known?.email ?? `guest-${userId.slice(0, 8)}@example.com`,
            status: 'active' as const,
            roles: [],
            createdAt: new Date().toISOString(),
            profile: {
              userId,
              firstName: known?.firstName ?? 'Ana',
              lastName: 'Rojas',
              fullName: `${known?.firstName ?? 'Ana'} Rojas`,
              birthday: null,
              phoneNumber: null,
              countryCode: null,
              optOutPromotions: false,
              avatarUrl: null,
              about: null,
              locale: known?.locale ?? null,
            },
          };
        });
      },
      overrides: { env: this.env },
    })) as RunningService<unknown, Record<string, never>>;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}
