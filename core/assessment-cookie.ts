/**
 * The cookie that holds a visitor's detailed-assessment session (`session_…`, core/wizard-session.ts).
 * Path=/ because React Router fetches a page's data from `/assessment.data`, which a
 * cookie scoped to /assessment would not reach. Here, in core, because the page cache
 * (server/http/page-cache) must know it too: no public page reads it, so it does not stop a
 * visitor's pages from being shared.
 */
export const assessmentCookieName = "passerelle_assessment";
