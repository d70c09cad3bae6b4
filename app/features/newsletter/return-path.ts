/** Where the newsletter form may send the visitor back to: a plain path on this site, else /blog. */
import { href } from "react-router";
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(value)
    ? value
    : href("/blog");
}
