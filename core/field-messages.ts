/**
 * Zod error option giving one message key when a field is missing and another when it holds
 * something else, so the person is told "choose…" rather than "not valid" for an empty answer.
 */
export function missingOr(requiredKey: string, invalidKey: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? requiredKey : invalidKey,
  };
}
