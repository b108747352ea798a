/** The address calendar apps subscribe to (served by calendar-feed.routes.ts). */
export function feedUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/api/calendar/${token}.ics`;
}
