import type { RouterContextProvider } from "react-router";
import { assessmentCookieName } from "../../../core/assessment-cookie.ts";
import { isWizardSessionId, newWizardSessionId } from "../../../core/wizard-session.ts";
import {
  claimEligibilityDraft,
  type DraftOwner,
  eligibilityDraftOf,
  saveEligibilityDraft,
  visitorDraftDays,
} from "../../../server/modules/eligibility/eligibility-drafts.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import type { Answers } from "./assessment-steps.ts";

/**
 * Where the detailed assessment's answers are kept between steps: on the
 * account when signed in, else under the browser's `session_` identifier, in a cookie only
 * /assessment reads (httpOnly, SameSite=Lax, Secure when the site is served over https; Path=/
 * since the page's data requests go to /assessment.data). A
 * signed-in visit from a browser that still holds a visitor's draft claims it (ADR 0024's rule:
 * only the browser that made it).
 */

// The whole site: React Router reads the page's data from /assessment.data (core/assessment-cookie.ts).
const cookiePath = "/";

function sessionIdIn(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === assessmentCookieName) {
      const value = part.slice(index + 1).trim();
      return isWizardSessionId(value) ? value : null;
    }
  }
  return null;
}

function cookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${assessmentCookieName}=${value}; Path=${cookiePath}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export type AssessmentDraft = {
  owner: DraftOwner;
  answers: Answers;
  /** Set-Cookie values this answer must carry: a new visitor session, or the one just claimed cleared. */
  cookies: string[];
};

/**
 * The draft of whoever is asking. `create`: a visitor without a session gets one (the action,
 * about to save); a page view does not set a cookie for nothing.
 */
export async function assessmentDraftOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  create = false,
): Promise<AssessmentDraft> {
  const { services } = context.get(serverContext);
  const secure = services.siteUrl.startsWith("https:");
  const user = currentUser(context);
  const sessionId = sessionIdIn(request);
  if (user) {
    const owner = { userId: user.id };
    const cookies: string[] = [];
    let answers: Answers | null = null;
    if (sessionId) {
      // Answers given before signing in, in this browser: they become the account's draft.
      answers = await claimEligibilityDraft(services.db, sessionId, user.id);
      cookies.push(cookieHeader("", 0, secure));
    }
    answers ??= await eligibilityDraftOf(services.db, owner);
    return { owner, answers: answers ?? {}, cookies };
  }
  if (sessionId) {
    const owner = { sessionId };
    return { owner, answers: (await eligibilityDraftOf(services.db, owner)) ?? {}, cookies: [] };
  }
  const fresh = create ? newWizardSessionId() : null;
  return {
    owner: { sessionId: fresh ?? "" },
    answers: {},
    cookies: fresh ? [cookieHeader(fresh, visitorDraftDays * 86_400, secure)] : [],
  };
}

/**
 * The answers this browser gave before signing in, moved to the account signed in on it (the
 * profile, where signing up lands, saves them: claim-visitor-assessment.server.ts), or null.
 */
export async function claimVisitorDraft(
  request: Request,
  context: Readonly<RouterContextProvider>,
  userId: string,
): Promise<Answers | null> {
  const sessionId = sessionIdIn(request);
  return sessionId ? claimEligibilityDraft(context.get(serverContext).services.db, sessionId, userId) : null;
}

export async function keepAnswers(
  context: Readonly<RouterContextProvider>,
  owner: DraftOwner,
  answers: Answers,
): Promise<void> {
  await saveEligibilityDraft(context.get(serverContext).services.db, owner, answers);
}
