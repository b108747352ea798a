import { useTranslation } from "react-i18next";

/**
 * What waits on the team, as words in small pills (colour only repeats what the words say): the
 * client list's rows and a case's header show the same badges.
 */
export type AttentionCounts = {
  needsPlan?: boolean;
  unassigned?: boolean;
  overdueTasks: number;
  awaitingReview: number;
  unreadMessages: number;
};

const tones = {
  red: "border-red-300 bg-red-50 text-red-900",
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  blue: "border-sky-300 bg-sky-50 text-sky-950",
};

export function AttentionBadges({ counts, className = "" }: { counts: AttentionCounts; className?: string }) {
  const { t } = useTranslation();
  const badges: { key: string; tone: keyof typeof tones; text: string }[] = [];
  if (counts.needsPlan) badges.push({ key: "plan", tone: "amber", text: t("advisor.list.badges.needsPlan") });
  if (counts.unassigned) badges.push({ key: "advisor", tone: "amber", text: t("advisor.list.badges.unassigned") });
  if (counts.overdueTasks > 0) {
    badges.push({
      key: "overdue",
      tone: "red",
      text: t("advisor.list.badges.overdue", { count: counts.overdueTasks }),
    });
  }
  if (counts.awaitingReview > 0) {
    badges.push({
      key: "review",
      tone: "amber",
      text: t("advisor.list.badges.review", { count: counts.awaitingReview }),
    });
  }
  if (counts.unreadMessages > 0) {
    badges.push({
      key: "unread",
      tone: "blue",
      text: t("advisor.list.badges.unread", { count: counts.unreadMessages }),
    });
  }
  if (badges.length === 0) return <p className={`text-slate-600 ${className}`}>{t("advisor.list.nothing")}</p>;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`}>
      {badges.map((badge) => (
        <li
          key={badge.key}
          data-badge={badge.key}
          className={`rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${tones[badge.tone]}`}
        >
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

/** A percentage as a bar beside its words; the bar is decoration, the words are what is read. */
export function ProgressBar({ value, text }: { value: number; text: string }) {
  return (
    <div className="flex min-w-36 items-center gap-2">
      <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
      </div>
      <span className="text-sm font-semibold whitespace-nowrap text-slate-900">{text}</span>
    </div>
  );
}
