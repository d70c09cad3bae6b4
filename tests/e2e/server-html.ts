import type { APIRequestContext } from "@playwright/test";
import { Window, type Document } from "happy-dom";

// One parser for every spec in this worker; a parsed document runs no script and fetches nothing.
const parser = new new Window().DOMParser();

/**
 * A page's HTML as the server sends it, read through the DOM as a crawler without JavaScript
 * reads it (never with regular expressions): its status and its document.
 */
export async function serverHtml(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; document: Document }> {
  const response = await request.get(path);
  return {
    status: response.status(),
    document: parser.parseFromString(await response.text(), "text/html"),
  };
}

/** A `<meta>` tag's content by its name or property (`description`, `og:title`). */
export function metaContent(document: Document, key: string): string | undefined {
  const tag = document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return tag?.getAttribute("content") ?? undefined;
}
