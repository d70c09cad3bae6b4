import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "~/lib/cn";

/**
 * Long-form HTML rendered on the server from our own Markdown. Clicks on internal links are
 * handed to the router so that they navigate without a full page load.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div
      className={cn("prose", className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
