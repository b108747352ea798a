import { createContext } from "react-router";
import type { ApiDeps } from "./api.ts";

/** What the Node server hands to React Router loaders, actions and entry.server for each request. */
export type ServerContext = {
  cspNonce: string;
  requestId: string;
  services: ApiDeps;
};

export const serverContext = createContext<ServerContext>();
