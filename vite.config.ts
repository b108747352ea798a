import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";

// The one Node server lives in server/index.ts (see docs/decisions/0002-one-node-server.md).
export default defineConfig({
  plugins: [reactRouterHonoServer({ serverEntryPoint: "server/index.ts" }), tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  server: { host: "127.0.0.1", port: 3000 },
});
