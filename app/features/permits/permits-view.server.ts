import { factOn } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import {
  permitStepLinks,
  permitStepReferences,
  permitStepText,
} from "../../../content/permits/permit-calendar-text.ts";
import { visaRouteGroups, visaRouteName } from "../../../content/visas/visa-routes.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { Db } from "../../../server/db/database.ts";
import { calendarFeedStatus } from "../../../server/modules/permits/calendar-feed-status.ts";
import { listPermits } from "../../../server/modules/permits/list-permits.ts";
import { reminderCadence } from "../../../server/modules/permits/reminder-cadence.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";

/**
 * What /dashboard/permits shows, built on the server in the reader's language: each permit with its
 * dated steps, their words and figures (content/permits), the registry's sources, and the form's
 * stored values; dates formatted here so server and browser agree.
 */
export async function permitsView(db: Db, userId: string, language: Language, url: URL, now = new Date()) {
  const today = parisDate(now);
  const format = caseFormats(language, now);
  const [permits, feed, cadence] = await Promise.all([
    listPermits(db, userId, now),
    calendarFeedStatus(db, userId),
    reminderCadence(db, userId),
  ]);
  return {
    routeGroups: visaRouteGroups(language),
    appointmentLetterHref: keepLanguage("/dashboard/letters?letter=appointment-request", url),
    appointmentKitHref: keepLanguage("/dashboard/appointment-kit", url),
    feed: feed ? { since: format.date(feed.since) } : null,
    reminderCadence: cadence,
    permits: permits.map((permit) => ({
      id: permit.id,
      routeName: visaRouteName(permit.routeSlug, language),
      document: permit.document,
      start: format.date(permit.startDate),
      expiry: format.date(permit.expiryDate),
      departement: permit.departement,
      canMarkValidated: permit.document === "vls-ts" && permit.validatedOn === null,
      canMarkFiled: permit.renewalFiledOn === null,
      // The renewal is near or late and not filed: the way out when no appointment can be had.
      blocked: permit.calendar.some(
        (item) => item.kind === "renewal-window" && ["soon", "open", "missed"].includes(item.state),
      ),
      /** The form's values as stored (ISO days for the date pickers). */
      values: {
        routeSlug: permit.routeSlug,
        document: permit.document,
        startDate: permit.startDate,
        expiryDate: permit.expiryDate,
        arrivalDate: permit.arrivalDate ?? "",
        departement: permit.departement,
        filing: permit.filing,
        validatedOn: permit.validatedOn ?? "",
        renewalFiledOn: permit.renewalFiledOn ?? "",
      },
      steps: permit.calendar.map((item) => {
        const text = permitStepText(item.kind, language, today);
        return {
          key: `${item.kind}-${item.day}`,
          kind: item.kind,
          state: item.state,
          day: format.stepDay(item.day, item.month),
          lastDay: item.lastDay ? format.date(item.lastDay) : null,
          ...text,
          link: permitStepLinks[item.kind],
          linkHost: new URL(permitStepLinks[item.kind]).host,
          sources: [
            // The registry's labels are in the page's language: no `lang` of their own.
            ...item.factIds.map((id): StepSource => {
              const fact = factOn(id as FactId, today);
              return {
                label: fact.label[language] ?? fact.label.en,
                url: fact.source.url,
                publisher: fact.source.publisher,
                checkedOn: formatCheckedOn(fact.checkedOn, language),
              };
            }),
            // A step without a figure cites its text (the integration contract: CESEDA L413-2).
            // Their titles are French, and marked so.
            ...(permitStepReferences[item.kind] ?? []).map(
              (reference): StepSource => ({
                ...reference,
                lang: "fr",
                checkedOn: formatCheckedOn(reference.checkedOn, language),
              }),
            ),
          ],
        };
      }),
    })),
  };
}

/** A source cited beside a step; `lang` when its title is not in the page's language. */
type StepSource = { label: string; url: string; publisher: string; checkedOn: string; lang?: "fr" };

export type PermitsView = Awaited<ReturnType<typeof permitsView>>;
export type PermitCardView = PermitsView["permits"][number];
