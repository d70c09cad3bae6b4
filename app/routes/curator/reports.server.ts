import { data, href, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { getResourceById } from "~/features/directory/catalogue.server";
import { closeReport, listReports, type ReportView } from "~/features/reports/reports.server";

export interface ReportGroup {
  resourceId: string;
  title: string;
  listed: boolean;
  open: ReportView[];
  closed: ReportView[];
}

/**
 * Reports by resource: resources with open reports first (the most recent report first), then
 * those whose reports are all closed.
 */
export async function loadReports(db: Database, url: URL) {
  const groups = new Map<string, ReportGroup>();
  for (const report of await listReports(db)) {
    let group = groups.get(report.resourceId);
    if (!group) {
      const resource = getResourceById(report.resourceId);
      group = {
        resourceId: report.resourceId,
        title: resource?.title ?? report.resourceId,
        listed: Boolean(resource),
        open: [],
        closed: [],
      };
      groups.set(report.resourceId, group);
    }
    (report.closedAt ? group.closed : group.open).push(report);
  }
  const all = [...groups.values()];
  return {
    open: all.filter((group) => group.open.length > 0),
    settled: all.filter((group) => group.open.length === 0),
    closedId: url.searchParams.get("closed"),
  };
}

/** "Close" on one report. */
export async function closeFromForm(db: Database, request: Request, curator: string) {
  const form = await request.formData();
  const id = Number(form.get("reportId"));
  if (!Number.isSafeInteger(id) || id < 1) {
    return data({ message: "That report could not be read." }, { status: 400 });
  }
  if (!(await closeReport(db, id, curator))) {
    return data({ message: "That report is already closed." }, { status: 409 });
  }
  return redirect(`${href("/curator/reports")}?closed=${id}`, 303);
}
