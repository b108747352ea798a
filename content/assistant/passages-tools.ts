import type { Passage } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { toolsAr } from "../i18n/tools-ar.ts";
import { toolsEn } from "../i18n/tools-en.ts";
import { toolsFr } from "../i18n/tools-fr.ts";
import { pageUrl } from "./passage-text.ts";

/**
 * The planning tools as passages: their names and descriptions as /tools shows them,
 * so "how much should I save before moving" finds the budget planner even when no engine is asked.
 */

const texts = { en: toolsEn, fr: toolsFr, ar: toolsAr };
const tools = ["cost-of-living", "budget", "timeline"] as const;

export function toolPassages(language: Language): Passage[] {
  const text = texts[language];
  return tools.map((tool) => ({
    id: `tool:${tool}:${language}`,
    kind: "tool" as const,
    language,
    title: `${text.title} — ${text.names[tool]}`,
    text: text.descriptions[tool],
    url: pageUrl(`/tools/${tool}`, language),
    sources: [],
  }));
}
