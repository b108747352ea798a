import type { RouterContextProvider } from "react-router";
import { permitStepText } from "../../../content/permits/permit-calendar-text.ts";
import { visaRouteName } from "../../../content/visas/visa-routes.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { PermitCalendarState } from "../../../core/permits/permit-calendar.ts";
import { listPermits } from "../../../server/modules/permits/list-permits.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

const ahead: readonly PermitCalendarState[] = ["today", "open", "soon", "upcoming"];

export type NextPermitStep = {
  href: string;
  /** Null when nothing is recorded: the card invites the member to record their permit. */
  step: { title: string; route: string; dateText: string; state: PermitCalendarState } | null;
};

/**
 * The dashboard's "next permit milestone": of every permit's steps still ahead, the one due first
 * (a window by its last day), else a step already missed; the page of permits is a link away.
 */
export async function nextPermitStep(context: Readonly<RouterContextProvider>, url: URL): Promise<NextPermitStep> {
  const user = guardedUser(context);
  const language = getLocale(context);
  const now = new Date();
  const permits = await listPermits(context.get(serverContext).services.db, user.id, now);
  const format = caseFormats(language, now);
  const candidates = permits.flatMap((permit) =>
    permit.calendar.map((item) => ({ permit, item, due: item.lastDay ?? item.day })),
  );
  const pick =
    candidates.filter(({ item }) => ahead.includes(item.state)).sort((a, b) => a.due.localeCompare(b.due))[0] ??
    candidates.filter(({ item }) => item.state === "missed" && item.kind !== "late-renewal-fee")[0];
  return {
    href: keepLanguage("/dashboard/permits", url),
    step: pick
      ? {
          title: permitStepText(pick.item.kind, language, parisDate(now)).title,
          route: visaRouteName(pick.permit.routeSlug, language),
          dateText: format.stepDay(pick.due, pick.item.month && !pick.item.lastDay),
          state: pick.item.state,
        }
      : null,
  };
}
