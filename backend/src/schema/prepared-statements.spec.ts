import { createOrmOptions, reusePreparedStatements } from './orm-options';

describe('reusePreparedStatements', () => {
  /** A connection whose `prepare` counts its calls and hands out a new statement each time. */
  function countingConnection() {
    const connection = { prepared: [] as string[], prepare: (sql: string) => ({ sql, serial: connection.prepared.push(sql) }) };
    return connection;
  }

  it('prepares each SQL text once per connection and hands the same statement back', () => {
    const connection = countingConnection();
    reusePreparedStatements(connection, (error) => expect(error).toBeNull());
    const first = connection.prepare('select 1');
    expect(connection.prepare('select 1')).toBe(first);
    expect(connection.prepare('select 2')).not.toBe(first);
    expect(connection.prepared).toEqual(['select 1', 'select 2']);
  });

  it('keeps a separate cache for each connection', () => {
    const a = countingConnection();
    const b = countingConnection();
    reusePreparedStatements(a, () => undefined);
    reusePreparedStatements(b, () => undefined);
    expect(a.prepare('select 1')).not.toBe(b.prepare('select 1'));
  });

  it('is the SQLite pool hook and not the PostgreSQL one', () => {
    expect(createOrmOptions({ dialect: 'sqlite', url: ':memory:' }).pool?.afterCreate).toBe(reusePreparedStatements);
    expect(createOrmOptions({ dialect: 'postgresql', url: 'postgres://localhost/x' }).pool?.afterCreate).toBeUndefined();
  });
});
