import config from "./playwright.config";
const server = Array.isArray(config.webServer) ? config.webServer[0]! : config.webServer!;
export default {
  ...config,
  webServer: { ...server, command: server.command.replace("npm run build && ", ""), timeout: 600_000 },
};
