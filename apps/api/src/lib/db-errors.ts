/** A unique-index violation (SQLSTATE 23505), however the driver or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}

/**
 * SQLSTATEs of a connection the server ended or cannot give: admin_shutdown (what
 * `pg_terminate_backend` sends), crash_shutdown, cannot_connect_now and the connection_exception
 * class.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres' own messages for a connection that ended under a query or a checkout. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/**
 * The database connection was lost or could not be had (a failover, `pg_terminate_backend`, the
 * server restarting), however the driver or Drizzle wraps it: the request failed whole (its
 * transaction was rolled back by the server) and the same request may succeed in a moment.
 */
export function isConnectionLost(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      (typeof code === 'string' && (CONNECTION_STATES.has(code) || CONNECTION_CODES.has(code))) ||
      (typeof message === 'string' && CONNECTION_MESSAGES.test(message))
    ) {
      return true;
    }
  }
  return false;
}
