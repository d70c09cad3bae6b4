import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where the e2e server writes its log (its standard output, at LOG_LEVEL=info), so that a test
 * can read what the server logged about its own requests. One file per port: runs side by side
 * (different E2E_PORTs) keep theirs apart, and each run starts it afresh.
 */
export const SERVER_LOG = path.join(
  tmpdir(),
  `steady-ground-e2e-${process.env.E2E_PORT ?? 3210}.log`,
);
