/** The profile's notification settings, linked from every case e-mail. */
export const notificationSettingsPath = "/profile#notifications";

/** Where a person's case lives: the advisor workspace for the team, the dashboard for a client. */
export function caseHomePath(isStaff: boolean): string {
  return isStaff ? "/advisor" : "/dashboard";
}

/** The id an item's link names in its fragment (#doc-<id>, #task-<id>, #message-<id>), or null. */
export function itemIdOf(linkPath: string, prefix: "doc" | "task" | "message"): string | null {
  const match = new RegExp(`#${prefix}-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`, "i").exec(
    linkPath,
  );
  return match?.[1] ?? null;
}
