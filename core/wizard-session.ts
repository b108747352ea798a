// Plain code, no Zod: the wizard makes its session id in the browser.

/**
 * Anonymous wizard runs carry a browser session id `session_<timestamp>_<random>`, so several runs
 * by one visitor can be grouped. The id is also the proof that lets the browser that made a run add
 * it to an account later (ADR 0024), so its random part is a secret: 24 characters from the
 * platform's secure random source (120 bits), never Math.random.
 */
export const wizardSessionIdPattern = /^session_\d+_[a-z0-9]+$/;
export const wizardSessionIdMaxLength = 100;

// 32 symbols, so one random byte's low five bits pick one without bias.
const alphabet = "abcdefghijklmnopqrstuvwxyz012345";
const randomLength = 24;

const secureRandomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

export function newWizardSessionId(
  now = Date.now(),
  randomBytes: (length: number) => Uint8Array = secureRandomBytes,
): string {
  let suffix = "";
  for (const byte of randomBytes(randomLength)) suffix += alphabet[byte & 31];
  return `session_${now}_${suffix}`;
}

export function isWizardSessionId(value: unknown): value is string {
  return typeof value === "string" && value.length <= wizardSessionIdMaxLength && wizardSessionIdPattern.test(value);
}
