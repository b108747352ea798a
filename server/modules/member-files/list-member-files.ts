import type { Db } from "../../db/database.ts";
import type { MemberFileRow } from "./store-member-file.ts";

export type MemberFileView = {
  id: string;
  kind: MemberFileRow["kind"];
  title: string | null;
  name: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
};

/** The account's own files of one kind, newest first. */
export async function listMemberFiles(db: Db, userId: string, kind: MemberFileRow["kind"]): Promise<MemberFileView[]> {
  const rows = await db
    .selectFrom("member_files")
    .select(["id", "kind", "title", "file_name", "content_type", "size_bytes", "created_at"])
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    name: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    createdAt: row.created_at,
  }));
}
