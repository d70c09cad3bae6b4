/**
 * The real server (server/main.ts: database, lock, shutdown) without pages, for the tests that
 * kill it: `tsx tests/setup/durability-server.ts` with DATA_DIR and PORT=0 in the environment.
 * Prints `LISTENING <port>` once it accepts connections.
 */
import type { AddressInfo } from "node:net";
import { startServer } from "../../server/main";

const server = await startServer({
  build: () => Promise.reject(new Error("this test server has no pages")),
  root: process.cwd(),
});
const announce = () => console.log(`LISTENING ${(server.address() as AddressInfo).port}`);
if (server.listening) announce();
else server.once("listening", announce);
