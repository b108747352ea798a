/** What POST /api/email-capture (and the form posted without JavaScript) says happened. */
export type CaptureAnswer = {
  status: "subscribed" | "already_subscribed";
  /** False when a checklist went to this address less than a day ago: no second copy. */
  emailSent: boolean;
};

/**
 * The title and sentence (catalog keys under emailCapture) that tell the visitor what really
 * happened: a new address, one already on the list, and whether a checklist is on its way.
 */
export function captureOutcomeKeys(answer: CaptureAnswer) {
  if (answer.status === "already_subscribed") {
    return {
      title: "emailCapture.alreadyTitle",
      description: answer.emailSent ? "emailCapture.alreadySent" : "emailCapture.alreadyNotSent",
    } as const;
  }
  return {
    title: "emailCapture.successTitle",
    description: answer.emailSent ? "emailCapture.success" : "emailCapture.notSentAgain",
  } as const;
}
