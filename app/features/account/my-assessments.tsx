import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, useRevalidator } from "react-router";
import { StartWizardButton } from "../../components/shared/wizard-launcher.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { forgetPendingClaim, pendingClaims } from "../../lib/pending-assessment-claims.ts";
import { AssessmentAnswers, TopOptionsList } from "./assessment-answers.tsx";
import type { AssessmentListItem } from "./assessment-view.server.ts";

/**
 * Claims the runs this browser asked to keep before it was signed in (ADR 0024), once per visit
 * of the profile: each with the wizard session id that made it. A claim the API answered, yes or
 * no, is forgotten; one that did not get through (network, signed out) waits for the next visit.
 */
function useClaimPendingAssessments() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; t and revalidator are stable enough
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const claims = pendingClaims();
    if (claims.length === 0) return;
    void (async () => {
      let saved = 0;
      for (const claim of claims) {
        try {
          await apiRequest("POST", "/api/account/assessments/claim", { id: claim.id, sessionId: claim.sessionId });
          forgetPendingClaim(claim.id);
          saved += 1;
        } catch (error) {
          const failure = failureOf(error);
          if (failure.kind === "network" || failure.status === 401 || failure.status === 429 || failure.status >= 500)
            continue;
          forgetPendingClaim(claim.id);
          showToast({
            title: t("account.profile.assessments.claimFailed"),
            description: failure.message,
            variant: "destructive",
          });
        }
      }
      if (saved > 0) {
        showToast({ title: t("account.profile.assessments.claimed") });
        await revalidator.revalidate();
      }
    })();
  }, []);
}

/** "My assessments": the account's saved wizard runs; reopen one, or delete it. */
export function MyAssessments({ items }: { items: AssessmentListItem[] }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useClaimPendingAssessments();

  return (
    <section
      id="my-assessments"
      aria-labelledby="my-assessments-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2
        id="my-assessments-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        {t("account.profile.assessments.title")}
      </h2>
      <div className="mt-4 grid gap-4">
        {items.length === 0 ? (
          <p className="text-slate-700">{t("account.profile.assessments.empty")}</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((item) => (
              <AssessmentItem key={item.id} item={item} onDeleted={() => headingRef.current?.focus()} />
            ))}
          </ul>
        )}
        <div>
          <StartWizardButton variant="secondary">{t("account.profile.assessments.start")}</StartWizardButton>
        </div>
      </div>
    </section>
  );
}

function AssessmentItem({ item, onDeleted }: { item: AssessmentListItem; onDeleted(): void }) {
  const { t } = useTranslation();
  const headingId = `assessment-${item.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <h3 id={headingId} className="font-semibold text-slate-900">
          <time dateTime={item.createdAt}>{t("account.profile.assessments.of", { date: item.date })}</time>
        </h3>
        <AssessmentAnswers item={item} />
        {item.topOptions.length > 0 && (
          <div className="text-sm">
            <p className="text-slate-600">{t("account.profile.assessments.topOptions")}</p>
            <TopOptionsList
              options={item.topOptions}
              className="mt-1 grid list-decimal gap-1 ps-5 text-slate-900 marker:text-slate-600"
            />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={href("/profile/assessments/:id", { id: item.id })} className={buttonClasses("secondary", "sm")}>
            {t("account.profile.assessments.reopen")}
            <span className="sr-only"> — {t("account.profile.assessments.of", { date: item.date })}</span>
          </Link>
          <DeleteAssessment item={item} onDeleted={onDeleted} />
        </div>
      </article>
    </li>
  );
}

function DeleteAssessment({ item, onDeleted }: { item: AssessmentListItem; onDeleted(): void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const deleted = useRef(false);

  async function remove() {
    if (pending) return;
    setPending(true);
    try {
      await apiRequest("DELETE", `/api/account/assessments/${item.id}`);
      deleted.current = true;
      showToast({ title: t("account.profile.assessments.deleted") });
      setOpen(false);
      await revalidator.revalidate();
    } catch (error) {
      const failure = failureOf(error);
      showToast({
        title: t("account.profile.assessments.deleteFailed"),
        description: failure.kind === "network" ? t("account.networkText") : failure.message,
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses("secondary", "sm", "border-red-300 text-red-800 hover:bg-red-50")}>
        {t("account.profile.assessments.delete")}
        <span className="sr-only"> — {t("account.profile.assessments.of", { date: item.date })}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
          // The trigger is gone with a deleted run: focus goes to the list's heading instead.
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            onDeleted();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t("account.profile.assessments.confirmTitle")}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-brand-50">
              <CloseIcon />
              <span className="sr-only">{t("account.profile.assessments.cancel")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t("account.profile.assessments.confirmText", { date: item.date })}
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClasses("ghost")}>{t("account.profile.assessments.cancel")}</Dialog.Close>
            <PendingButton
              type="button"
              onClick={() => void remove()}
              pending={pending}
              pendingLabel={t("account.profile.assessments.deleting")}
              className="bg-red-700 hover:bg-red-800"
            >
              {t("account.profile.assessments.confirm")}
            </PendingButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
