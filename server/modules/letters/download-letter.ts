import type { ApiDeps } from "../../api-deps.ts";
import { keepLetter } from "./keep-letter.ts";
import { type LetterFile, letterFile } from "./letter-file.ts";

/**
 * A member downloads a letter (the page's form or the API): it is written from their answers, then
 * kept among their files before it is answered, so what they got can always be found again.
 */
export async function downloadLetter(
  deps: Pick<ApiDeps, "pdfs" | "db" | "fileStorage" | "logger">,
  userId: string,
  input: Parameters<typeof letterFile>[1],
): Promise<LetterFile> {
  const file = await letterFile(deps, input);
  await keepLetter(deps, userId, file, file.title);
  return file;
}
