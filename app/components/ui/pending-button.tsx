import type { ComponentProps, ReactNode } from "react";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

type PendingButtonProps = ComponentProps<typeof Button> & {
  /** The form's request is running: the button is disabled (no second send) and shows a spinner. */
  pending: boolean;
  /** What it says meanwhile ("Sending…"); without it, it keeps its label. */
  pendingLabel?: ReactNode;
};

/** A form's submit button, which shows that the form is being sent. */
export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending && <Spinner className="size-4" />}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}

/** The submit button with a note beside it ("All fields are required"). */
export function SubmitRow({ note, ...button }: PendingButtonProps & { note: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <PendingButton {...button} />
      <p className="text-sm text-slate-600">{note}</p>
    </div>
  );
}
