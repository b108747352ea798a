import { href, type RouterContextProvider, redirect } from "react-router";
import {
  isScenarioId,
  scenarioNameMaxLength,
  scenarioNameSchema,
  scenarioQueryMaxLength,
} from "../../../core/calculators/scenario.ts";
import type { ToolId } from "../../../core/calculators/tool-query.ts";
import { hasAccess } from "../../../core/plans.ts";
import type { AppError } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { deleteScenario } from "../../../server/modules/scenarios/delete-scenario.ts";
import { renameScenario } from "../../../server/modules/scenarios/rename-scenario.ts";
import { saveScenario } from "../../../server/modules/scenarios/save-scenario.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  formText,
  readForm,
  refusedAsSentence,
  refusedWith,
  tooManyForm,
} from "../../lib/page-form.server.ts";
import { requireUser } from "../../lib/viewer.server.ts";

/**
 * The scenario forms posted by the browser itself (plain forms: they work without JavaScript):
 * "Save this scenario" under a calculator's result, and rename or delete on /tools. The same use
 * cases, rules and messages as /api/scenarios; premium and dfy only, checked here on the server.
 * Cross-site posts are refused before this (ADR 0007).
 */

async function scenarioForm(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const values = {
    intent: formText(form, "intent", 20),
    id: formText(form, "id", 40),
    name: formText(form, "name", scenarioNameMaxLength + 20),
    query: formText(form, "query", scenarioQueryMaxLength + 1),
  };
  // Every refusal is one sentence, said beside the scenario it was about (`target`), or under the
  // name of "Save this scenario", which gets back the name typed.
  const echo = { intent: values.intent || null, target: values.id || null, values: { name: values.name } };
  const refused = (key: string, status: number) => refusedWith(language, key, echo, status);
  const refusedBy = (error: AppError) => refusedAsSentence(language, error, echo);
  return { url, user, services, clientIp, language, values, echo, refused, refusedBy };
}

export async function saveScenarioFromForm(request: Request, context: Readonly<RouterContextProvider>, tool: ToolId) {
  const { url, user, services, clientIp, language, values, echo, refused, refusedBy } = await scenarioForm(
    request,
    context,
  );
  if (!hasAccess(user.userPlan, "premium")) return refused("plan_required", 403);
  const limited = await limitClient(
    services.rateLimiter,
    "scenarios",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) return tooManyForm(language, limited, echo);
  const name = scenarioNameSchema.safeParse(values.name);
  if (!name.success) return refused(name.error.issues[0]?.message ?? "invalid_request", 400);
  return attempt(async () => {
    const saved = await saveScenario(services.db, user.id, { tool, name: name.data, query: values.query });
    return redirect(keepLanguage(`${href("/tools")}?saved=${saved.id}#scenarios`, url));
  }, refusedBy);
}

export async function scenariosAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, user, services, values, refused, refusedBy } = await scenarioForm(request, context);
  if (!hasAccess(user.userPlan, "premium")) return refused("plan_required", 403);
  if (!isScenarioId(values.id)) return refused("scenario_id_invalid", 400);
  if (values.intent === "delete") {
    return attempt(async () => {
      await deleteScenario(services.db, user.id, values.id);
      return redirect(keepLanguage(`${href("/tools")}?deleted=1#scenarios`, url));
    }, refusedBy);
  }
  if (values.intent === "rename") {
    const name = scenarioNameSchema.safeParse(values.name);
    if (!name.success) return refused(name.error.issues[0]?.message ?? "invalid_request", 400);
    return attempt(async () => {
      const renamed = await renameScenario(services.db, user.id, values.id, name.data);
      return redirect(keepLanguage(`${href("/tools")}?renamed=${renamed.id}#scenarios`, url));
    }, refusedBy);
  }
  return refused("invalid_request", 400);
}
