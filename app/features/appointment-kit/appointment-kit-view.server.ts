import type { TFunction } from "i18next";
import { factOn } from "../../../content/facts/fact-on.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { attemptChannelLabels, attemptOutcomeLabels } from "../../../content/permits/appointment-attempt-labels.ts";
import { appointmentKitLaw } from "../../../content/permits/appointment-kit-law.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { attemptChannels, attemptOutcomes } from "../../../core/permits/appointment-attempt.ts";
import { currentPermit } from "../../../core/permits/current-permit.ts";
import { maxUploadMegabytes } from "../../../core/uploads.ts";
import type { Db } from "../../../server/db/database.ts";
import { listAttempts } from "../../../server/modules/appointment-kit/attempt-view.ts";
import { listPermits } from "../../../server/modules/permits/list-permits.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";

/**
 * What /dashboard/appointment-kit shows, in the reader's language: the member's nearest permit
 * deadline, what the law allows (with its texts, and the registry's figure for the extension
 * certificate), the record of attempts with their screenshots, the letter it fills, and the
 * consultation form's message written from the record.
 */
export async function appointmentKitView(db: Db, userId: string, language: Language, t: TFunction, url: URL) {
  const now = new Date();
  const today = parisDate(now);
  const format = caseFormats(language, now);
  const [attempts, permits] = await Promise.all([listAttempts(db, userId), listPermits(db, userId, now)]);

  // The kit also serves a member already late: with every permit expired, the latest to have expired.
  const permit = currentPermit(permits, today) ?? permits.at(-1);
  const window = permit?.calendar.find((item) => item.kind === "renewal-window");
  const deadline = permit
    ? t(window?.lastDay && !permit.renewalFiledOn ? "appointmentKit.deadlineWindow" : "appointmentKit.deadline", {
        document: t(`appointmentKit.documents.${permit.document}`),
        expiry: format.date(permit.expiryDate),
        lastDay: window?.lastDay ? format.date(window.lastDay) : "",
      })
    : null;

  const first = attempts[0];
  const last = attempts.at(-1);
  const span = first && last ? { first: format.date(first.attemptedOn), last: format.date(last.attemptedOn) } : null;

  return {
    deadline,
    permitsHref: keepLanguage("/dashboard/permits", url),
    law: appointmentKitLaw.map((point) => {
      const fact = point.fact ? factOn(point.fact, today) : null;
      return {
        key: point.key,
        text: t(`appointmentKit.law.${point.key}`, { months: fact ? String(fact.value) : "" }),
        references: [
          ...point.references,
          ...(fact
            ? [
                {
                  label: `${fact.label[language] ?? fact.label.en} — ${fact.source.publisher}, ${formatCheckedOn(fact.checkedOn, language)}`,
                  url: fact.source.url,
                },
              ]
            : []),
        ],
      };
    }),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      day: format.date(attempt.attemptedOn),
      channel: attemptChannelLabels[attempt.channel][language],
      outcome: attemptOutcomeLabels[attempt.outcome][language],
      note: attempt.note,
      screenshot: attempt.screenshot
        ? {
            name: attempt.screenshot.name,
            size: format.size(attempt.screenshot.sizeBytes),
            href: `/api/appointment-attempts/${attempt.id}/screenshot`,
          }
        : null,
      uploadEndpoint: `/api/appointment-attempts/${attempt.id}/screenshot`,
    })),
    summary: span ? t("appointmentKit.record.summary", { count: attempts.length, ...span }) : null,
    choices: {
      channels: attemptChannels.map((value) => ({ value, label: attemptChannelLabels[value][language] })),
      outcomes: attemptOutcomes.map((value) => ({ value, label: attemptOutcomeLabels[value][language] })),
    },
    today,
    uploadMaxText: numberFormat(language, { style: "unit", unit: "megabyte", unitDisplay: "short" }).format(
      maxUploadMegabytes,
    ),
    letterHref: keepLanguage("/dashboard/letters?letter=appointment-request", url),
    consultation: {
      applicationType: "individual" as const,
      message: span
        ? t("appointmentKit.consultation.message", { count: attempts.length, ...span, deadline: deadline ?? "" })
        : t("appointmentKit.consultation.messageEmpty", { deadline: deadline ?? "" }),
    },
  };
}

export type AppointmentKitView = Awaited<ReturnType<typeof appointmentKitView>>;
