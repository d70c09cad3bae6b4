import type { Logger } from "pino";
import { CATALOGUE_CHANNEL } from "~/db/audit.server";
import type { DatabaseHandle } from "~/db/client.server";
import { resources as bundledResources } from "~/content/resources";
import { buildSnapshot } from "~/domain/catalogue-snapshot";
import { currentCatalogue, setCatalogue } from "~/features/directory/catalogue.server";
import { loadOverlayRows } from "~/domain/catalogue-overlay.server";
import type { PageRenderer } from "./live-pages";
import type { StaticFiles } from "./static-files";

/** The pages served from memory, replaced whole when the catalogue changes. */
export interface PageStore {
  files: StaticFiles;
}

export interface LiveCatalogue {
  /**
   * Reads the catalogue's rows from the database and, if they changed, renders the pages they
   * touch and puts the new snapshot and pages live together. Resolves once they are live.
   * Calls are queued: one runs at a time, and calls made while one waits share it.
   */
  refresh(): Promise<void>;
}

/**
 * Keeps this process's catalogue and in-memory pages in step with the database
 * (docs/decisions/024-live-catalogue.md): at start-up, after this process's own changes, and when
 * another process announces one on PostgreSQL's `catalogue_changed` channel.
 */
export async function startLiveCatalogue(options: {
  database: DatabaseHandle;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Absent without a production build (development, API tests): only the snapshot changes. */
  pages?: { store: PageStore; renderer: PageRenderer };
}): Promise<LiveCatalogue> {
  const { database, logger, pages } = options;
  let fingerprint = "[]";

  const reload = async () => {
    const rows = await loadOverlayRows(database.db);
    const seen = JSON.stringify(rows);
    if (seen === fingerprint) return;
    const started = Date.now();
    const next = buildSnapshot(bundledResources, rows, (problem) =>
      logger.warn(problem, "a catalogue row no longer validates; the entry is left as bundled"),
    );
    const files =
      pages && (await pages.renderer.render(currentCatalogue(), next, pages.store.files));
    // Both in the same tick: no request sees the new pages with the old catalogue, or the reverse.
    setCatalogue(next);
    if (pages && files) pages.store.files = files;
    fingerprint = seen;
    logger.info({ ms: Date.now() - started }, "catalogue changed: pages re-rendered and live");
  };

  let waiting: Promise<void> | undefined;
  let tail: Promise<void> = Promise.resolve();
  const refresh = () => {
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = undefined;
      return reload();
    });
    waiting = run;
    tail = run.catch((error: unknown) =>
      logger.error({ err: error }, "the catalogue could not be reloaded"),
    );
    return run;
  };

  await refresh();
  database.listen(CATALOGUE_CHANNEL, () => void refresh().catch(() => {}));
  return { refresh };
}
