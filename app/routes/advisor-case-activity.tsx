import { ActivityFeed } from "../features/advisor/activity-feed.tsx";
import { useCasePage } from "../features/advisor/use-case-page.ts";

/** The Activity tab: the case's feed, newest first, as the client's dashboard records it. */
export default function AdvisorCaseActivity() {
  return <ActivityFeed page={useCasePage()} />;
}
