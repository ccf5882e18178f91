import {
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type Kysely,
  PostgresAdapter,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';

/** Stands in for a parameter while the query is compiled; user text can never contain it. */
const MARK = '\u0000prepared-param:';

/**
 * PostgreSQL: the SQL text of every PreparedQuery, with a statement name. database.ts sends these
 * as named statements, so each connection parses and plans them once instead of on every run.
 */
export const namedStatements = new Map<string, string>();

type Slot<P> = { param: keyof P } | { value: unknown };
type Param<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query on a hot path (the review, ADR 0018) built and compiled once per dialect, then run with
 * new values. Kysely builds and compiles every query afresh: on the review endpoint that was
 * about a fifth of the server's CPU, as much as SQLite's own work on the statements. The builder
 * is called once with `param(name)` placeholders; each call of `execute` puts the values in their
 * places. `kysely-params` does the same but supports Kysely 0.24 only.
 *
 * The SQL must not depend on the values (no `undefined` columns, no `is null` for a null value):
 * a placeholder is always a bound value. No result plugins are configured (database.ts), so the
 * rows come back as the driver returns them, as they would from the builder.
 */
export class PreparedQuery<P extends Record<string, unknown>, R> {
  private readonly compiled = new WeakMap<DialectAdapter, { query: CompiledQuery<R>; slots: Slot<P>[] }>();

  constructor(private readonly build: (db: Kysely<Database>, param: Param<P>) => Compilable<R>) {}

  async execute(db: Kysely<Database>, params: P): Promise<QueryResult<R>> {
    const { query, slots } = this.compiledFor(db);
    // better-sqlite3 refuses undefined; an absent optional value is NULL, as Kysely would write it.
    const parameters = slots.map((slot) => ('param' in slot ? (params[slot.param] ?? null) : slot.value));
    return db.executeQuery<R>({ ...query, parameters });
  }

  async first(db: Kysely<Database>, params: P): Promise<R | undefined> {
    return (await this.execute(db, params)).rows[0];
  }

  private compiledFor(db: Kysely<Database>) {
    const adapter = db.getExecutor().adapter;
    let entry = this.compiled.get(adapter);
    if (!entry) {
      const used = new Set<string>();
      const param = ((name: string) => {
        used.add(name);
        return `${MARK}${name}`;
      }) as Param<P>;
      const query = this.build(db, param).compile();
      const slots = query.parameters.map((value): Slot<P> => {
        if (typeof value === 'string' && value.startsWith(MARK)) return { param: value.slice(MARK.length) };
        return { value };
      });
      const bound = new Set(slots.flatMap((slot) => ('param' in slot ? [slot.param] : [])));
      const lost = [...used].filter((name) => !bound.has(name));
      // A placeholder Kysely wrote into the SQL text instead of binding would be a silent bug.
      if (lost.length > 0) throw new Error(`PreparedQuery: not bound as parameters: ${lost.join(', ')}`);
      entry = { query, slots };
      this.compiled.set(adapter, entry);
      if (adapter instanceof PostgresAdapter && !namedStatements.has(query.sql)) {
        namedStatements.set(query.sql, `prepared_${namedStatements.size + 1}`);
      }
    }
    return entry;
  }
}
