import { useTranslation } from "react-i18next";
import type { LiveAnswer } from "./use-answer-stream.ts";

/**
 * What a screen reader hears about the answer being written: that it started, and that it is
 * complete (or stopped, or failed) — politely, without reading every word as it streams in.
 */
export function LiveStatus({ live }: { live: LiveAnswer | null }) {
  const { t } = useTranslation();
  const message = !live
    ? ""
    : live.status === "streaming"
      ? t("assistant.thread.answering")
      : live.status === "done"
        ? t("assistant.thread.answered")
        : live.status === "stopped"
          ? t("assistant.thread.stoppedAnnounce")
          : (live.error ?? t("assistant.errors.failed"));
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
