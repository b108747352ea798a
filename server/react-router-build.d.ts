// The application's React Router build, which Vite provides to the server entry (server/index.ts).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
