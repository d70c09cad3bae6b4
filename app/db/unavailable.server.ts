/**
 * When the database is too slow or cannot take a write, a request answers 503 with Retry-After
 * rather than hanging, and what it tried to store is never stored later (docs/security.md,
 * "Timeouts"). Writes carry a deadline that the database itself checks (`clock_timestamp() <
 * deadline` in the statement), so a statement that runs after its request was answered stores
 * nothing, even when PostgreSQL was frozen and resumes later.
 */

/** How long a request waits for the database before answering 503. */
export const DATABASE_DEADLINE_MS = 5_000;
/** What a 503 asks the client to wait before retrying. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;
/**
 * The request gives up this much after the deadline the statement checks, so that a statement
 * run later (by a database clock up to this far behind ours) still finds its deadline passed.
 */
const CLOCK_MARGIN_MS = 250;

export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`the database is unavailable: ${reason}`, options);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * PostgreSQL's codes for "not now": connection failures (08), query cancelled by
 * statement_timeout (57014), shutting down or starting (57P01-57P03), out of disk, memory or
 * connections (53), and a read-only database (25006).
 */
const UNAVAILABLE_CODES = /^(08|53|57P0[1-3]$|57014$|25006$)/;
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|ECONNREFUSED|ECONNRESET|ENOSPC|No space left/i;

/** True when an error means "the database cannot serve this now" rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` with a deadline for its writes to check, and rejects with DatabaseUnavailableError
 * once the deadline (plus a margin) has passed, whatever `work` is still doing.
 */
export function withDeadline<T>(
  work: (deadline: Date) => Promise<T>,
  ms: number = DATABASE_DEADLINE_MS,
): Promise<T> {
  const deadline = new Date(Date.now() + ms);
  const running = work(deadline);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`no answer within ${ms} ms`)),
      ms + CLOCK_MARGIN_MS,
    );
  });
  running.catch(() => {}); // its outcome no longer matters once the deadline has passed
  return Promise.race([running, late]).finally(() => clearTimeout(timer));
}

/** What a 503 says, with JavaScript (a toast) and without (the form's page). */
export const UNAVAILABLE_MESSAGE =
  "We couldn't save that just now, and nothing was stored. Please try again in a minute.";
