// `npm run bench:assistant`: the assistant's part of `npm run bench` alone — retrieval hit rate on
// content/assistant/retrieval-questions.ts, its misses, and the built-in answerer's time to first
// delta (scripts/bench/assistant.ts). Needs no build and no server: it runs the modules in-process.
import { benchAssistant } from "./bench/assistant.ts";

await benchAssistant();
