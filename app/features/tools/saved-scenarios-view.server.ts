import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { isScenarioId } from "../../../core/calculators/scenario.ts";
import type { Language } from "../../../core/languages.ts";
import { listScenarios } from "../../../server/modules/scenarios/list-scenarios.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import type { SavedScenarioView } from "./saved-scenarios.tsx";
import type { ToolAccess } from "./tool-access.server.ts";
import { toolFormats } from "./tool-formats.server.ts";

/**
 * The saved scenarios /tools lists, for premium and dfy members (null for everyone else), and the
 * sentence saying what was just done to one of them.
 */
export async function savedScenariosView(input: {
  context: Readonly<RouterContextProvider>;
  url: URL;
  access: ToolAccess;
  language: Language;
  t: TFunction;
}): Promise<{ scenarios: SavedScenarioView[] | null; notice: string | null }> {
  const { context, url, access, language, t } = input;
  const user = currentUser(context);
  let scenarios: SavedScenarioView[] | null = null;
  let notice: string | null = null;
  if (user && access.premium) {
    const format = toolFormats(language);
    const saved = await listScenarios(context.get(serverContext).services.db, user.id);
    scenarios = saved.map((scenario) => ({
      id: scenario.id,
      name: scenario.name,
      toolName: t(`tools.names.${scenario.tool}`),
      updated: t("tools.saved.updated", { date: format.date(scenario.updatedAt.slice(0, 10)) }),
      href: keepLanguage(scenario.href, url),
    }));
    // After a save or a rename, the page says which scenario: found in the list, never echoed from the URL.
    const savedId = url.searchParams.get("saved");
    const renamedId = url.searchParams.get("renamed");
    const named = (id: string | null) => (isScenarioId(id) ? saved.find((s) => s.id === id.toLowerCase()) : undefined);
    const justSaved = named(savedId);
    const justRenamed = named(renamedId);
    if (justSaved) notice = t("tools.saved.savedNotice", { name: justSaved.name });
    else if (justRenamed) notice = t("tools.saved.renamedNotice", { name: justRenamed.name });
    else if (url.searchParams.get("deleted") === "1") notice = t("tools.saved.deletedNotice");
  }
  return { scenarios, notice };
}
