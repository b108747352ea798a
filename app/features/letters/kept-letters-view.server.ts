import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import { listMemberFiles } from "../../../server/modules/member-files/list-member-files.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";
import type { KeptLetterView } from "./kept-letters.tsx";

/** The member's kept letters for the page, newest first, dates and sizes in the reader's language. */
export async function keptLettersView(db: Db, userId: string, language: Language): Promise<KeptLetterView[]> {
  const format = caseFormats(language, new Date());
  const files = await listMemberFiles(db, userId, "letter");
  return files.map((file) => ({
    id: file.id,
    title: file.title ?? file.name,
    name: file.name,
    date: format.date(file.createdAt),
    size: format.size(file.sizeBytes),
    href: `/api/my-files/${file.id}`,
  }));
}
