import type { Database } from "~/db/client.server";
import type { SubmissionStatus } from "~/domain/submission-status";
import { toCsv, type CsvValue } from "./csv";
import { listSubmissions, listSubscribers, type SubmissionRow } from "../review/review.server";
import { isoDay } from "~/lib/dates";

const SUBMISSION_COLUMNS: Array<[header: string, value: (row: SubmissionRow) => CsvValue]> = [
  ["ID", (row) => row.id],
  ["Status", (row) => row.status],
  ["Received (UTC)", (row) => row.submittedAt],
  ["Reviewed (UTC)", (row) => row.reviewedAt],
  ["Review notes", (row) => row.reviewNotes],
  ["Resource type", (row) => row.resourceType],
  ["Category", (row) => row.resourceCategory],
  ["Title", (row) => row.resourceTitle],
  ["Author or creator", (row) => row.resourceAuthor],
  ["URL", (row) => row.resourceUrl],
  ["Description", (row) => row.resourceDescription],
  ["Submitter name", (row) => row.submitterName],
  ["Submitter title", (row) => row.submitterTitle],
  ["Submitter location", (row) => row.submitterLocation],
  ["Submitter's connection", (row) => row.submitterRelation],
];

function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Every submission of one status, newest first, as a CSV download. */
export async function exportSubmissions(db: Database, status: SubmissionStatus): Promise<Response> {
  const rows = await listSubmissions(db, status);
  const body = toCsv(
    SUBMISSION_COLUMNS.map(([header]) => header),
    rows.map((row) => SUBMISSION_COLUMNS.map(([, value]) => value(row))),
  );
  return csvResponse(body, `submissions-${status}-${isoDay()}.csv`);
}

/** Every newsletter address, newest first, as a CSV download. */
export async function exportSubscribers(db: Database): Promise<Response> {
  const rows = await listSubscribers(db);
  const body = toCsv(
    ["Email", "Subscribed (UTC)"],
    rows.map((row) => [row.email, row.subscribedAt]),
  );
  return csvResponse(body, `newsletter-${isoDay()}.csv`);
}
