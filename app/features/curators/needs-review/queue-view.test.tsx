// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NEVER_REVIEWED_PAGE_SIZE, type QueueEntry } from "./queue";
import { QueueEntryCard, QueuePages } from "./queue-view";

afterEach(cleanup);

/** The parts inside the console's route, as Needs review shows them. */
function renderAt(ui: ReactNode) {
  const Stub = createRoutesStub([{ path: "/curator/needs-review", Component: () => ui }]);
  render(<Stub initialEntries={["/curator/needs-review"]} />);
}

const linkTargets = (root: HTMLElement) =>
  Array.from(root.querySelectorAll("a")).map(
    (link) => `${link.textContent} ${link.getAttribute("href")}`,
  );

describe("QueueEntryCard", () => {
  it("links a resource to its page and says why it is here, with where to look", async () => {
    const entry: QueueEntry = {
      kind: "resource",
      id: "crisis-text-line",
      title: "Crisis Text Line",
      lastReviewed: null,
      reasons: { linkStatus: "broken", linkFailures: 3, openReports: 1 },
    };
    renderAt(
      <ol aria-label="Queue">
        <QueueEntryCard entry={entry} canReview />
      </ol>,
    );
    const card = (await screen.findByRole("list", { name: "Queue" }))
      .firstElementChild as HTMLElement;
    expect(linkTargets(card)).toEqual([
      "Crisis Text Line /resource/crisis-text-line",
      "See the link monitor /curator/links",
      "Read them /curator/reports",
    ]);
    expect(card.textContent).toContain("3 failed checks in a row");
    expect(card.textContent).toContain("1 open report from visitors.");
    expect(card.textContent).toContain("Never reviewed");
    expect(
      within(card).getByRole("button", { name: "Confirm reviewed: Crisis Text Line" }),
    ).toBeTruthy();
  });

  it("links an article to the blog and offers no button to a curator without a profile", async () => {
    const entry: QueueEntry = {
      kind: "article",
      id: "grounding",
      title: "Grounding",
      lastReviewed: "2025-10-01",
      reasons: { due: true },
    };
    renderAt(
      <ol aria-label="Queue">
        <QueueEntryCard entry={entry} canReview={false} />
      </ol>,
    );
    const card = (await screen.findByRole("list", { name: "Queue" }))
      .firstElementChild as HTMLElement;
    expect(linkTargets(card)).toEqual(["Grounding /blog/grounding"]);
    expect(card.querySelector("time")?.getAttribute("dateTime")).toBe("2025-10-01");
    expect(within(card).queryByRole("button")).toBeNull();
  });
});

describe("QueuePages", () => {
  it("links the first page without ?page, the others with it", async () => {
    renderAt(<QueuePages page={2} pages={3} />);
    const nav = await screen.findByRole("navigation", { name: "Pages of never-reviewed entries" });
    expect(linkTargets(nav)).toEqual([
      `Previous ${NEVER_REVIEWED_PAGE_SIZE} /curator/needs-review`,
      `Next ${NEVER_REVIEWED_PAGE_SIZE} /curator/needs-review?page=3`,
    ]);
    expect(nav.textContent).toContain("Page 2 of 3");
  });

  it("shows nothing when everything fits on one page", async () => {
    renderAt(
      <p>
        Only page
        <QueuePages page={1} pages={1} />
      </p>,
    );
    await screen.findByText("Only page");
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
