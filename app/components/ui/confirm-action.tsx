import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { failureOf } from "../../lib/api-failure.ts";
import { Button, buttonClasses } from "./button.tsx";
import { FormAlert } from "./fields.tsx";
import { CloseIcon } from "./icons.tsx";
import { Spinner } from "./spinner.tsx";
import { showToast } from "./toast-store.ts";

type ConfirmActionProps = {
  /**
   * This page in its "are you sure?" state (?cancel=confirm, ?refund=<id>): where the link goes
   * when the page's JavaScript is not running, and whose plain form posts to the page's action.
   */
  href: string;
  label: ReactNode;
  className: string;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
  /** The toast's title when it fails. */
  failureTitle: string;
  /** The API call; throws when refused (its sentence is shown in the dialog). */
  run: () => Promise<void>;
  /** After success, once the dialog is closed: show the outcome and put focus on it. */
  onDone: () => Promise<void> | void;
};

/**
 * An action that asks first (cancel a subscription, refund an order). With JavaScript, the link
 * opens a dialog whose button calls the API; a refusal stays in the dialog as an alert. Without
 * it, the same link opens the page's own confirmation step, a plain form to the page's action.
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await props.run();
    } catch (failed) {
      const failure = failureOf(failed);
      const message = failure.kind === "network" ? t("account.networkText") : failure.message;
      setError(message);
      showToast({ title: props.failureTitle, description: message, variant: "destructive" });
      setPending(false);
      return;
    }
    setPending(false);
    setOpen(false);
    await props.onDone();
  }

  return (
    <>
      <a
        href={props.href}
        className={props.className}
        onClick={(event) => {
          // A new tab or window keeps the link's own page (the no-JavaScript step).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {props.label}
      </a>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          if (!next) setError(null);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">{props.title}</Dialog.Title>
              <Dialog.Close
                disabled={pending}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-brand-50"
              >
                <CloseIcon />
                <span className="sr-only">{props.keepLabel}</span>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-slate-700">{props.description}</Dialog.Description>
            <div className="mt-4">
              <FormAlert message={error} />
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Dialog.Close disabled={pending} className={buttonClasses("ghost")}>
                {props.keepLabel}
              </Dialog.Close>
              <Button onClick={confirm} disabled={pending} aria-busy={pending} className="bg-red-700 hover:bg-red-800">
                {pending && <Spinner className="size-4" />}
                {pending ? props.pendingLabel : props.confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
