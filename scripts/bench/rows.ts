import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Counts the rows each submission run left, by the marker in their titles: the embedded
 * database once its server has stopped (it holds DATA_DIR while it runs), PostgreSQL directly.
 * Bench rows are then deleted from PostgreSQL, which may be a database someone keeps.
 */

const COUNT = `select count(*)::int as n from resource_submissions where resource_title like $1`;

export async function countPgliteRows(dataDir: string, markers: string[]) {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const counts = new Map<string, number>();
    for (const marker of markers) {
      const { rows } = await db.query<{ n: number }>(COUNT, [`${marker} %`]);
      counts.set(marker, rows[0]?.n ?? 0);
    }
    return counts;
  } finally {
    await db.close();
  }
}

export async function countAndDeletePostgresRows(url: string, markers: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts = new Map<string, number>();
    for (const marker of markers) {
      const { rows } = await client.query<{ n: number }>(COUNT, [`${marker} %`]);
      counts.set(marker, rows[0]?.n ?? 0);
      await client.query(`delete from resource_submissions where resource_title like $1`, [
        `${marker} %`,
      ]);
    }
    return counts;
  } finally {
    await client.end();
  }
}
