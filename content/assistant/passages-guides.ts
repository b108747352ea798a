import type { Passage } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { guidePages } from "../guides/guide-pages.ts";
import type { GuideBlock } from "../guides/guide-types.ts";
import { helpNumbers, helpNumbersSource } from "../guides/help-numbers.ts";
import { assistantPassageLabels } from "./passage-labels.ts";
import { labelled, pageUrl, writeProse } from "./passage-text.ts";

/**
 * Guides and static pages as passages: the description, then one passage per section
 * with the section's own anchor (app/routes/guide.tsx). The emergency numbers block becomes its own
 * passage in every language, Arabic included, since it is written in all three.
 */

function blockProse(block: GuideBlock, language: Language): string[] {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return [block.text];
    case "list":
      return block.items;
    case "steps":
      return block.items.map((item) => labelled(item.title, item.body, language));
    case "help-numbers":
      return [];
  }
}

/** Every guide written in `language` (ADR 0086): Arabic has only the guides translated so far. */
export function guidePassages(language: Language): Passage[] {
  const passages: Passage[] = [];
  for (const guide of guidePages) {
    const text = guide.text[language];
    if (!text) continue;
    const path = `/${guide.slug}`;
    const description = writeProse([text.description], language);
    passages.push({
      id: `guide:${guide.slug}:${language}`,
      kind: "guide",
      language,
      title: text.title,
      text: description.text,
      url: pageUrl(path, language),
      sources: description.sources,
    });
    for (const section of text.sections) {
      const written = writeProse(
        section.blocks.flatMap((block) => blockProse(block, language)),
        language,
      );
      if (!written.text) continue;
      passages.push({
        id: `guide:${guide.slug}#${section.id}:${language}`,
        kind: "guide",
        language,
        title: `${text.title} — ${section.heading}`,
        text: written.text,
        url: pageUrl(path, language, section.id),
        sources: written.sources,
      });
    }
  }
  return passages;
}

/** The emergency and listening lines, in any of our languages, on the page section that lists them. */
export function helpNumberPassages(language: Language): Passage[] {
  const host = guidePages.find((guide) =>
    guide.text.en.sections.some((section) => section.blocks.some((block) => block.kind === "help-numbers")),
  );
  const section = host?.text.en.sections.find((one) => one.blocks.some((block) => block.kind === "help-numbers"));
  if (!host || !section) return [];
  const lines = helpNumbers.map(
    (line) =>
      `${labelled(writeProse([line.name[language]], language).text, line.number, language)}. ${line.when[language]}`,
  );
  return [
    {
      id: `guide:${host.slug}#help-numbers:${language}`,
      kind: "guide",
      language,
      title: assistantPassageLabels[language].emergencyNumbers,
      text: lines.join(" "),
      url: pageUrl(`/${host.slug}`, language, section.id),
      sources: [{ ...helpNumbersSource }],
    },
  ];
}
