import type { Language } from "../../core/languages.ts";
import type { Logger } from "../logger.ts";

/** Per-request values every handler can read with c.get(…). */
export type ApiEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    language: Language;
    clientIp: string;
    /** Set on a page answered from the page cache: its scripts' hashes replace the nonce (ADR 0052). */
    pageScriptHashes: string[];
  };
};
