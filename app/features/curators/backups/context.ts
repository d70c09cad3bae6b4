import { createContext } from "react-router";
import type { Backups } from "./backups.server";

/** Backups: Back up now, the latest backup, the schedule (server/backups.ts). */
export const backupsContext = createContext<Backups>();
