import { sqlStateOf } from '@/services/loyalty/logger';

/** The start cannot go on: the database is not there, or not answering (a one-line reason). */
export class DatabaseUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(`DATABASE_URL: ${message}`, options);
    this.name = 'DatabaseUnavailable';
  }
}

/** Where the URL points, without its user or password: host, port and database. */
export function databaseTarget(url: string): string {
  const u = new URL(url);
  const host = u.hostname || u.searchParams.get('host') || 'localhost';
  return `${host}:${u.port || '5432'}${u.pathname}`;
}

// SQLSTATE classes that mean "this database will not take us": credentials, a missing database,
// a server starting up or shutting down, too many connections.
const REFUSALS = /^(28|3D|57P0|53300)/;

/**
 * An error of openDatabase said as what the operator must look at: the database did not answer
 * within the connect timeout (LOYALTY_DB_CONNECT_TIMEOUT_MS: node-postgres's pool gives up on a
 * connection it is not handed in time), could not be reached, or refused us. Any other error (a
 * migration that fails, say) is returned as it was.
 */
export function explainDatabaseFailure(
  err: unknown,
  url: string,
  connectTimeoutMs: number,
): unknown {
  const where = databaseTarget(url);
  const message = err instanceof Error ? err.message : '';
  const code = (err as { code?: unknown }).code;
  const state = sqlStateOf(err);
  if (/timeout exceeded when trying to connect|connection timeout/i.test(message))
    return new DatabaseUnavailable(
      `the database at ${where} did not answer within ${connectTimeoutMs} ms`,
      { cause: err },
    );
  if (state && REFUSALS.test(state))
    return new DatabaseUnavailable(`the database at ${where} refused: SQLSTATE ${state}`, {
      cause: err,
    });
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
    return new DatabaseUnavailable(`the database at ${where} cannot be reached (${code})`, {
      cause: err,
    });
  return err;
}
