import type { Db } from "../../db/database.ts";

export type EngagementStatus = "registered" | "chat" | "captured";

export type EmailCaptureRow = {
  email: string;
  createdAt: string;
  conversationId: string | null;
  /** How far the person went: created an account, talked to the assistant, or left an address. */
  engagementStatus: EngagementStatus;
};

/** Every captured address, newest first, with its engagement status, for the admin list. */
export async function listEmailCaptures(db: Db): Promise<EmailCaptureRow[]> {
  const rows = await db
    .selectFrom("email_captures")
    .leftJoin("users", "users.email", "email_captures.email")
    .select([
      "email_captures.email",
      "email_captures.created_at",
      "email_captures.conversation_id",
      "users.id as user_id",
    ])
    .orderBy("email_captures.created_at", "desc")
    .orderBy("email_captures.email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    createdAt: row.created_at,
    conversationId: row.conversation_id,
    engagementStatus: row.user_id ? "registered" : row.conversation_id ? "chat" : "captured",
  }));
}
