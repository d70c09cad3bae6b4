import type { Logger } from "pino";
import { CATALOGUE_CHANNEL } from "~/db/audit.server";
import type { DatabaseHandle } from "~/db/client.server";
import { resources as bundledResources } from "~/content/resources";
import { buildSnapshot } from "~/domain/catalogue-snapshot";
import { currentCatalogue, setCatalogue } from "~/domain/catalogue-now.server";
import { loadOverlayRows } from "~/domain/catalogue-overlay.server";
import { reviewsFingerprint } from "~/domain/reviews";
import { loadReviews } from "~/domain/reviews.server";
import type { PageRenderer } from "./live-pages";
import type { StaticFiles } from "./static-files";

/** The pages served from memory, replaced whole when the catalogue changes. */
export interface PageStore {
  files: StaticFiles;
}

export interface LiveCatalogue {
  /**
   * Reads the catalogue's rows and its reviews (with the reviewers' profiles) from the database
   * and, if they changed, renders the pages they touch and puts the new snapshot and pages live
   * together. Resolves once they are live.
   * Calls are queued: one runs at a time, and calls made while one waits share it.
   */
  refresh(): Promise<void>;
}

/**
 * Keeps this process's catalogue, its reviews and the in-memory pages in step with the database
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
  // The build's pages: the bundle alone, no review.
  let fingerprint = JSON.stringify([[], reviewsFingerprint(currentCatalogue().reviews)]);

  const reload = async () => {
    const [rows, reviews] = await Promise.all([
      loadOverlayRows(database.db),
      loadReviews(database.db),
    ]);
    const seen = JSON.stringify([rows, reviewsFingerprint(reviews)]);
    if (seen === fingerprint) return;
    const started = Date.now();
    const next = buildSnapshot(
      bundledResources,
      rows,
      (problem) =>
        logger.warn(problem, "a catalogue row no longer validates; the entry is left as bundled"),
      { reviews },
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
