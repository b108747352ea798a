import { createContext } from "react-router";
import type { ApiDeps } from "./api-deps.ts";

/** What the Node server hands to React Router loaders, actions and entry.server for each request. */
export type ServerContext = {
  cspNonce: string;
  requestId: string;
  /** The client's address, for rate limits on page actions (same rule as the API's). */
  clientIp: string;
  services: ApiDeps;
  /**
   * True when React Router answers with the page's HTML, false for the data of a client navigation
   * or a revalidation (its `.data` requests): a loader may then hand what only the HTML shows to
   * the render alone (`renderOnly`, ADR 0055).
   */
  documentRequest: boolean;
  /** Data loaders hand to the server's render of the HTML, never serialised into the page. */
  renderOnly: Map<string, unknown>;
};

export const serverContext = createContext<ServerContext>();
