import { createContext } from "react-router";
import type { CuratorAuth } from "./auth.server";

/** Curator sign-in and sessions (./auth.server.ts), set by the server for every request. */
export const curatorAuthContext = createContext<CuratorAuth>();
