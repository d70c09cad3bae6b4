import { createContext } from "react-router";
import type { LinkMonitor } from "./link-monitor.server";
import type { LinkTarget } from "./link-results.server";

/** The link monitor of this process (server/link-monitor.ts). */
export const linkMonitorContext = createContext<LinkMonitor>();

/** Every listed resource's address, as the link monitor checks it. */
export const linkTargetsContext = createContext<() => LinkTarget[]>();
