import type { SQL } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * Runs a raw statement (`sql\`…\``) and answers its rows. Drizzle types `db.execute`'s result
 * by driver; both drivers here give `{ rows }`, and an array is taken as the rows themselves,
 * so a statement that returns nothing reads as no rows rather than a crash.
 */
export async function rowsOf<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
