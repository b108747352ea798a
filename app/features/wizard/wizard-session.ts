import { isWizardSessionId, newWizardSessionId } from "../../../core/wizard-session.ts";

/**
 * The wizard's browser session id (`session_<timestamp>_<random>`) is made once per browser
 * session and kept in sessionStorage, so the runs of one visit belong together without an
 * account or a cookie.
 */
const storageKey = "passerelle_wizard_session";

export function wizardSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    if (isWizardSessionId(stored)) return stored;
    const id = newWizardSessionId();
    window.sessionStorage.setItem(storageKey, id);
    return id;
  } catch {
    // Storage can be blocked (strict privacy settings): the run still works, just unlinked.
    return newWizardSessionId();
  }
}
