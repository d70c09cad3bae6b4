/**
 * A local stand-in for the web, for link-monitor tests: they never reach the internet. One
 * server on a random port answers by path; `http://127.0.0.1:PORT` and `http://localhost:PORT`
 * are two hosts as far as a link is concerned, so a redirect between them is a move.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSite {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** The same server under another host name. */
  otherHostUrl: string;
  /** Requests seen, as `METHOD path user-agent`. */
  requests: string[];
  close(): Promise<void>;
}

const KINDS = ["ok", "missing", "away", "same", "silent", "no-head", "loop", "error"] as const;
export type FakeAnswer = (typeof KINDS)[number];

/** What each path answers: by its first segment (`/missing/x` is a 404), else 200. */
function answer(method: string, path: string, res: ServerResponse, otherHost: string) {
  const first = path.split("/")[1] ?? "";
  const kind = (KINDS as readonly string[]).includes(first) ? first : "ok";
  switch (kind) {
    case "missing":
      return res.writeHead(404).end("not here");
    case "error":
      return res.writeHead(500).end("oops");
    case "away":
      return res.writeHead(302, { location: `${otherHost}/ok` }).end();
    case "same":
      return res.writeHead(301, { location: "/ok/after-redirect" }).end();
    case "loop":
      return res.writeHead(302, { location: path }).end();
    case "no-head":
      return method === "HEAD" ? res.writeHead(405).end() : res.writeHead(200).end("fine");
    case "silent":
      return; // never answers: the checker's timeout ends it
    default:
      return res.writeHead(200, { "content-type": "text/html" }).end("<p>fine</p>");
  }
}

/**
 * `aliases` maps a path to another answer's path, so that `/a-resource-id` can answer as
 * `/missing` does (the link monitor checks `<base><resourceId>` in tests).
 */
export async function startFakeSite(
  port = 0,
  aliases: Record<string, FakeAnswer> = {},
): Promise<FakeSite> {
  const requests: string[] = [];
  let otherHost = "";
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers["user-agent"] ?? ""}`);
    const path = req.url ?? "/";
    const alias = Object.hasOwn(aliases, path) ? `/${aliases[path]}${path}` : path;
    answer(req.method ?? "GET", alias, res, otherHost);
  });
  // No host: both 127.0.0.1 and localhost (whichever address it resolves to) reach it.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  otherHost = `http://localhost:${actual}`;
  return {
    url: `http://127.0.0.1:${actual}`,
    otherHostUrl: otherHost,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
