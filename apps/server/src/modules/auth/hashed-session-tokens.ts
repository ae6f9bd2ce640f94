import crypto from 'node:crypto';

/** A session token as the database holds it: its SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

type Where = { field: string; value: unknown; operator?: string; connector?: string };
type Row = Record<string, unknown>;
// better-auth's adapter, seen only through the calls that carry a session token.
type Adapter = {
  create(args: { model: string; data: Row } & Row): Promise<unknown>;
  findOne(args: { model: string; where: Where[] } & Row): Promise<unknown>;
  findMany(args: { model: string; where?: Where[] } & Row): Promise<unknown[]>;
  update(args: { model: string; where: Where[]; update: Row } & Row): Promise<unknown>;
  updateMany(args: { model: string; where: Where[]; update: Row } & Row): Promise<number>;
  delete(args: { model: string; where: Where[] } & Row): Promise<void>;
  deleteMany(args: { model: string; where: Where[] } & Row): Promise<number>;
  count(args: { model: string; where?: Where[] } & Row): Promise<number>;
  transaction?: <R>(callback: (trx: Adapter) => Promise<R>) => Promise<R>;
} & Row;

const isSession = (model: string) => model === 'session' || model === 'sessions';

/** The where clauses with every token value replaced by its hash, and hash → token to undo it. */
function hashWhere(where: Where[] | undefined, raw: Map<string, string>): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const hash = (v: unknown) => {
      if (typeof v !== 'string') return v;
      const h = hashSessionToken(v);
      raw.set(h, v);
      return h;
    };
    const value = Array.isArray(clause.value) ? clause.value.map(hash) : hash(clause.value);
    return { ...clause, value };
  });
}

/** A row with its stored hash swapped back for the token the caller knows, when it knows it. */
function restore<T>(row: T, raw: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const token = (row as Row).token;
  if (typeof token !== 'string') return row;
  return { ...row, token: raw.get(token) ?? token };
}

/**
 * Wraps better-auth's adapter so the `sessions` table holds only the SHA-256 of each token: a
 * copied database holds no live session (docs/product.md#sec-session-tokens). Tokens are hashed
 * on the way in (created rows, where clauses) and given back to better-auth on the way out, so
 * the cookie still carries the token itself.
 */
export function hashSessionTokens(adapter: Adapter): Adapter {
  const wrap = (inner: Adapter): Adapter => ({
    ...inner,
    async create(args) {
      const token = args.data.token;
      if (!isSession(args.model) || typeof token !== 'string') return inner.create(args);
      const raw = new Map([[hashSessionToken(token), token]]);
      const data = { ...args.data, token: hashSessionToken(token) };
      return restore(await inner.create({ ...args, data }), raw);
    },
    async findOne(args) {
      if (!isSession(args.model)) return inner.findOne(args);
      const raw = new Map<string, string>();
      const where = hashWhere(args.where, raw)!;
      return restore(await inner.findOne({ ...args, where }), raw);
    },
    async findMany(args) {
      if (!isSession(args.model)) return inner.findMany(args);
      const raw = new Map<string, string>();
      const rows = await inner.findMany({ ...args, where: hashWhere(args.where, raw) });
      return rows.map((row) => restore(row, raw));
    },
    async update(args) {
      if (!isSession(args.model)) return inner.update(args);
      const raw = new Map<string, string>();
      const where = hashWhere(args.where, raw)!;
      return restore(await inner.update({ ...args, where }), raw);
    },
    updateMany: (args) =>
      inner.updateMany(
        isSession(args.model) ? { ...args, where: hashWhere(args.where, new Map())! } : args,
      ),
    delete: (args) =>
      inner.delete(
        isSession(args.model) ? { ...args, where: hashWhere(args.where, new Map())! } : args,
      ),
    deleteMany: (args) =>
      inner.deleteMany(
        isSession(args.model) ? { ...args, where: hashWhere(args.where, new Map())! } : args,
      ),
    count: (args) =>
      inner.count(
        isSession(args.model) ? { ...args, where: hashWhere(args.where, new Map()) } : args,
      ),
    ...(inner.transaction
      ? { transaction: (callback) => inner.transaction!((trx) => callback(wrap(trx))) }
      : {}),
  });
  return wrap(adapter);
}
