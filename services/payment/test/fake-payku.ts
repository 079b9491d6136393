import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYKU_TOKEN = 'tkpu_test_arrendo_public_token';

interface Transaction {
  id: string;
  status: string;
  order: string;
  email: string;
  subject: string;
  /** Null: Payku's answer leaves it out. */
  amount: number | null;
  currency: string | null;
  urlreturn: string;
  urlnotify: string;
}

/**
 * A local server speaking Payku's transaction API: `POST /api/transaction` (Bearer public
 * token) → `{status: 'register', id, url}`, `GET /api/transaction/{id}` → the transaction with
 * its status (`pending` until the test says otherwise). Anything else is 404: Payku publishes
 * no refund endpoint.
 */
export class FakePayku {
  readonly transactions = new Map<string, Transaction>();
  readonly created: (Transaction & { authorization: string | undefined })[] = [];
  private seq = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakePayku> {
    const holder: { fake?: FakePayku } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const self = holder.fake as FakePayku;
        const answer = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (req.headers.authorization !== `Bearer ${PAYKU_TOKEN}`) {
          return answer(401, { status: 'failed', message_error: 'invalid token' });
        }
        if (req.method === 'POST' && req.url === '/api/transaction') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<
            Transaction,
            'id' | 'status' | 'currency'
          >;
          const id = `trx${++self.seq}${Date.now()}`;
          const transaction = { ...body, id, status: 'pending', currency: 'CLP' };
          self.transactions.set(id, transaction);
          self.created.push({ ...transaction, authorization: req.headers.authorization });
          return answer(200, { status: 'register', id, url: `https://payku.example/pay/${id}` });
        }
        const get = /^\/api\/transaction\/([^/]+)$/.exec(req.url ?? '');
        if (req.method === 'GET' && get?.[1]) {
          const transaction = self.transactions.get(decodeURIComponent(get[1]));
          if (!transaction) return answer(404, { status: 'failed', message_error: 'not found' });
          return answer(200, {
            status: transaction.status,
            id: transaction.id,
            order: transaction.order,
            email: transaction.email,
            subject: transaction.subject,
            ...(transaction.amount === null ? {} : { amount: transaction.amount }),
            ...(transaction.currency === null ? {} : { currency: transaction.currency }),
          });
        }
        return answer(404, { status: 'failed', message_error: 'no such route' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakePayku(server);
    return holder.fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  set(id: string, changes: Partial<Transaction>): void {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id}`);
    Object.assign(transaction, changes);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
