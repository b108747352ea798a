/**
 * A structured-data block (schema.org JSON-LD). "<" is escaped so the JSON can never close the
 * script element early; the browser does not run it, so the CSP has nothing to allow.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
