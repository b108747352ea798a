/**
 * An answer's plain text as paragraphs: answers are plain text (no markdown, so no parser in the
 * browser), paragraphs separated by a blank line, single line breaks kept. Each paragraph finds its
 * own direction (dir="auto"): an Arabic answer may quote an English page, which must read left to right.
 */
export function AnswerText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // The text only grows while it streams, so a paragraph's position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} dir="auto" className="whitespace-pre-line">
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}
