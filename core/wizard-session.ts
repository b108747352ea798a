// Plain code, no Zod: the wizard makes its session id in the browser.

/**
 * Anonymous wizard runs carry a browser session id `session_<timestamp>_<random>`
 * (decisions.md "Wizard and recommendations"), so several runs by one visitor can be grouped.
 */
export const wizardSessionIdPattern = /^session_\d+_[a-z0-9]+$/;
export const wizardSessionIdMaxLength = 100;

export function newWizardSessionId(now = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 12) || "0";
  return `session_${now}_${suffix}`;
}

export function isWizardSessionId(value: unknown): value is string {
  return typeof value === "string" && value.length <= wizardSessionIdMaxLength && wizardSessionIdPattern.test(value);
}
