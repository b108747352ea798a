/**
 * Tells the server the wizard's first step was shown: it makes no request of its own, so this
 * is the one event the browser reports (ADR 0040). Sent whatever the visitor chose in the cookie
 * banner: the consent cookie is httpOnly and the server alone decides, answering 204 either way.
 * Fire and forget: counting never gets in the way of the wizard.
 */
export function sendWizardStarted() {
  void fetch("/api/analytics/events", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "wizard_started" }),
    keepalive: true,
  }).catch(() => {});
}
