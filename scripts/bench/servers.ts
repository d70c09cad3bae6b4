import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import getPort from "get-port";
import { start, tempDir, waitForHttp, which, type Running } from "./processes";

/** The three servers the bench compares, each in its own process, on the loopback interface. */

export interface Server {
  name: string;
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  origin: string;
  process: Running;
  /** What it is, for the report (version, settings). */
  description: string;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface SteadyGroundOptions {
  buildDir: string;
  dataDir: string;
  databaseUrl?: string;
  name?: string;
}

/** `server.js` on a build, as `npm run serve` runs it, with the submission limit off. */
export async function startSteadyGround(options: SteadyGroundOptions): Promise<Server> {
  const port = await getPort({ host: "127.0.0.1" });
  const name = options.name ?? "steady-ground";
  const running = start(name, process.execPath, [path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      BUILD_DIR: options.buildDir,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      SUBMIT_RATE_LIMIT: "0",
      GA_MEASUREMENT_ID: "",
      // The production default: one log line per API request (written to a pipe here).
      LOG_LEVEL: "info",
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  // The first start creates the embedded database: seconds, more on a busy machine.
  await waitForHttp(`${origin}/healthz`, running, 90_000);
  return { name, origin, process: running, description: `one Node ${process.version} process` };
}

function nginxConfig(prefix: string, root: string, port: number): string {
  // One worker against our one process; gzip_static answers the same .gz files we serve.
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=1000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

/** nginx (worker_processes 1) serving the client build, or a reason why it cannot run. */
export async function startNginx(clientDir: string): Promise<Server | string> {
  const nginx = which("nginx");
  if (!nginx) return "nginx is not installed (apt-get install nginx)";
  const prefix = await tempDir("nginx");
  const port = await getPort({ host: "127.0.0.1" });
  const config = path.join(prefix, "nginx.conf");
  await writeFile(config, nginxConfig(prefix, clientDir, port));
  const running = start("nginx", nginx, ["-p", prefix, "-c", config]);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, running, 10_000);
  const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim().split("/")[1];
  return {
    name: "nginx",
    origin,
    process: running,
    description: `nginx ${version ?? ""}, worker_processes 1, gzip_static, open_file_cache`,
  };
}

/** A bare node:http server answering the same precompressed bytes from Buffers. */
export async function startBufferServer(clientDir: string, paths: string[]): Promise<Server> {
  const port = await getPort({ host: "127.0.0.1" });
  const script = path.join(import.meta.dirname, "buffer-server.ts");
  const running = start("node:http", process.execPath, [
    "--import",
    "tsx",
    script,
    String(port),
    clientDir,
    ...paths,
  ]);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${paths[0] ?? "/"}`, running, 20_000);
  return {
    name: "node:http",
    origin,
    process: running,
    description: "node:http, the .gz bytes from a Buffer, 3 headers",
  };
}
