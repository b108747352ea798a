import { createContext } from "react-router";
import type { ApiDeps } from "./api-deps.ts";

/** What the Node server hands to React Router loaders, actions and entry.server for each request. */
export type ServerContext = {
  cspNonce: string;
  requestId: string;
  /** The client's address, for rate limits on page actions (same rule as the API's). */
  clientIp: string;
  services: ApiDeps;
};

export const serverContext = createContext<ServerContext>();
