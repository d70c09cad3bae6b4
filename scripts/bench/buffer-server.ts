/**
 * The bench's floor for Node: a plain node:http server answering each page's gzip bytes from a
 * Buffer, with nothing else (measured here at about 0.64x nginx: docs/performance.md).
 * Usage: node --import tsx buffer-server.ts PORT CLIENT_DIR PATH…
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [port = "0", clientDir = ".", ...paths] = process.argv.slice(2);
const fileOf = (urlPath: string) =>
  path.join(clientDir, urlPath === "/" ? "index.html" : `${urlPath}/index.html`);
const bodies = new Map(paths.map((urlPath) => [urlPath, readFileSync(`${fileOf(urlPath)}.gz`)]));

createServer((req, res) => {
  const body = bodies.get(req.url ?? "");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "gzip",
    "Content-Length": body.length,
  });
  res.end(body);
}).listen(Number(port), "127.0.0.1");
