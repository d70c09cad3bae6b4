import type { Logger } from "pino";
import { CATALOGUE_CHANNEL, HELPLINES_CHANNEL } from "~/db/audit.server";
import type { DatabaseHandle } from "~/db/client.server";
import { resources as bundledResources } from "~/content/resources";
import { buildSnapshot } from "~/domain/catalogue-snapshot";
import { currentCatalogue, setCatalogue } from "~/domain/catalogue-now.server";
import { buildRegistry, currentRegistry, setRegistry } from "~/domain/helplines/registry.server";
import { loadHelplineRows, seedHelplines } from "~/domain/helplines/store.server";
import { loadOverlayRows } from "~/domain/catalogue-overlay.server";
import { reviewsFingerprint } from "~/domain/reviews";
import { loadReviews } from "~/domain/reviews.server";
import type { PageRenderer } from "./live-pages";
import type { StaticFiles } from "./static-files";

/** The pages served from memory, replaced whole when the catalogue or the crisis lines change. */
export interface PageStore {
  files: StaticFiles;
}

export interface LiveCatalogue {
  /**
   * Reads the catalogue's rows, its reviews (with the reviewers' profiles) and the crisis-line
   * registry's rows from the database and, if they changed, renders the pages they touch and puts
   * the new snapshots and pages live together. Resolves once they are live.
   * Calls are queued: one runs at a time, and calls made while one waits share it.
   */
  refresh(): Promise<void>;
}

/**
 * Keeps this process's catalogue, its reviews, the crisis lines and the in-memory pages in step
 * with the database (docs/decisions/024-live-catalogue.md, 037-crisis-lines-in-the-database.md):
 * at start-up (after writing the crisis-line seed where the database lacks it), after this
 * process's own changes, and when another process announces one on PostgreSQL's
 * `catalogue_changed` or `helplines_changed` channel.
 */
export async function startLiveCatalogue(options: {
  database: DatabaseHandle;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Absent without a production build (development, API tests): only the snapshots change. */
  pages?: { store: PageStore; renderer: PageRenderer };
}): Promise<LiveCatalogue> {
  const { database, logger, pages } = options;
  const seeded = await seedHelplines(database.db);
  if (seeded.countries || seeded.services) {
    logger.info(seeded, "crisis lines seeded from app/content/helpline-seed.ts");
  }
  // What the build rendered from: the bundled catalogue with no review, and the crisis-line seed.
  let fingerprint = JSON.stringify([
    [],
    reviewsFingerprint(currentCatalogue().reviews),
    currentRegistry(),
  ]);

  const reload = async () => {
    const [rows, reviews, helplineRows] = await Promise.all([
      loadOverlayRows(database.db),
      loadReviews(database.db),
      loadHelplineRows(database.db),
    ]);
    const registry = buildRegistry(helplineRows, (problem) =>
      logger.warn(problem, "a crisis line no longer validates; it is left out"),
    );
    const seen = JSON.stringify([rows, reviewsFingerprint(reviews), registry]);
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
      pages &&
      (await pages.renderer.render(
        { catalogue: [currentCatalogue(), next], registry: [currentRegistry(), registry] },
        pages.store.files,
      ));
    // All in the same tick: no request sees the new pages with the old data, or the reverse.
    setCatalogue(next);
    setRegistry(registry);
    if (pages && files) pages.store.files = files;
    fingerprint = seen;
    logger.info({ ms: Date.now() - started }, "catalogue or crisis lines changed: pages live");
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
  const onNotify = () => void refresh().catch(() => {});
  database.listen(CATALOGUE_CHANNEL, onNotify);
  database.listen(HELPLINES_CHANNEL, onNotify);
  return { refresh };
}
