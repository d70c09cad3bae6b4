import pg from "pg";
import type { Logger } from "pino";

/** How long to wait before connecting again after the listening connection is lost. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Listens on a PostgreSQL channel on a connection of its own (a pooled one would be handed to
 * other queries). `onNotify` runs for every notification, and also after each (re)connection:
 * notifications sent while the connection was down are lost, so the listener reloads then.
 * Answers a function that stops listening.
 */
export function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  logger: Pick<Logger, "warn">,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    const retry = (error?: unknown) => {
      if (stopped || client !== next) return;
      client = undefined;
      logger.warn({ err: error }, `lost the ${channel} listener; connecting again`);
      void next.end().catch(() => {});
      timer = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    };
    next.on("error", retry);
    next.on("end", () => retry());
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      onNotify();
    } catch (error) {
      retry(error);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
