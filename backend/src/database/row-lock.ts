import type { EntityManager } from '@mikro-orm/core';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';

/** The `execute` of an SQL connection, with the transaction to run in. */
interface ExecutingConnection {
  execute(sql: string, params: unknown[], method: 'run' | 'all', ctx: unknown): Promise<unknown>;
}

/**
 * Runs `work` in one transaction that first takes a write lock on the row `id` of `entity`, and
 * answers what `work` answers; `work` gets the transaction's EntityManager and does all its reads
 * and writes through it. Caps count rows under a parent and then insert one
 * (docs/architecture.md, "Caps and pagination"): holding the parent row's lock from the count to
 * the commit makes concurrent creates for the same parent run one after another, on every
 * instance, so none passes a count the others are about to change. Other parents are not held.
 * - PostgreSQL: `select ... for update` on the row; others on that row wait for the commit.
 * - SQLite: a no-op update of the row takes the database's single write lock at once, as
 *   `begin immediate` would (a deferred transaction would start as a reader, and two could count
 *   before either writes); the busy timeout makes the next writer wait for it.
 * Nothing in `work` may use another EntityManager fork (on SQLite's one connection it would wait
 * for this transaction forever).
 */
export async function withRowLock<T>(
  em: EntityManager,
  entity: abstract new (...args: never[]) => object,
  id: number,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const meta = em.getMetadata().get(entity.name);
  const table = em.getPlatform().quoteIdentifier(meta.tableName);
  const key = em.getPlatform().quoteIdentifier(meta.properties[meta.primaryKeys[0]].fieldNames[0]);
  const postgres = em.getPlatform() instanceof PostgreSqlPlatform;
  const sql = postgres ? `select ${key} from ${table} where ${key} = ? for update` : `update ${table} set ${key} = ${key} where ${key} = ?`;
  return em.transactional(async (tx) => {
    const connection = tx.getConnection() as unknown as ExecutingConnection;
    await connection.execute(sql, [id], postgres ? 'all' : 'run', tx.getTransactionContext());
    return work(tx);
  });
}
