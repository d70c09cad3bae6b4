import { setCatalogue } from "~/domain/catalogue-now.server";
import { buildSnapshot } from "~/domain/catalogue-snapshot";
import { buildRegistry, seedRows, setRegistry } from "~/domain/helplines/registry.server";
import { resources as bundledResources } from "~/content/resources";

// The integration files share a worker's modules (vitest.config.ts), and with them the two live
// snapshots a test server swaps in as it reads its database (server/live-catalogue.ts). Each file
// starts from what a fresh process starts from: the bundled catalogue, unreviewed, and the
// bundled crisis lines.
setCatalogue(buildSnapshot(bundledResources, []));
setRegistry(buildRegistry(seedRows()));
