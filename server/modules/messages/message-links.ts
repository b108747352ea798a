/**
 * Where a message notification takes its reader: the thread, at that message (each message of
 * the thread is an element with id="message-<id>"). The client reads their case on /dashboard, the
 * team a client's case in the advisor workspace. One place, so the e-mails and the in-app list agree.
 */
export function messageLinkPath(recipient: "client" | "team", planId: string, messageId: string): string {
  return recipient === "client"
    ? `/dashboard/messages#message-${messageId}`
    : `/advisor/cases/${planId}/messages#message-${messageId}`;
}
