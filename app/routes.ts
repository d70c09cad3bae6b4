import { index, route, type RouteConfig } from "@react-router/dev/routes";

// First match wins; anything unmatched falls to the not-found screen (HTTP 404).
export default [
  index("routes/site/home.tsx"),
  route("about", "routes/site/about.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("get-help", "routes/site/get-help.tsx"),
  route("color-demo", "routes/site/color-demo.tsx"),
  route("*", "routes/system/not-found.tsx"),
] satisfies RouteConfig;
