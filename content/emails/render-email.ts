/** Turns a small structured message into matching plain-text and HTML bodies. */
export type EmailContent = {
  subject: string;
  greeting: string;
  intro: string;
  items: { title: string; body: string }[];
  outro: string;
  linkLabel: string;
  linkUrl: string;
  signature: string;
  disclaimer: string;
};

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function renderEmail(content: EmailContent, dir: "ltr" | "rtl", lang: string) {
  const text = [
    content.greeting,
    "",
    content.intro,
    "",
    ...content.items.map((item, index) => `${index + 1}. ${item.title}\n   ${item.body}`),
    "",
    content.outro,
    `${content.linkLabel}: ${content.linkUrl}`,
    "",
    content.signature,
    "",
    content.disclaimer,
  ].join("\n");

  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.intro)}</p>
<ol>${content.items.map((item) => `<li><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.body)}</li>`).join("")}</ol>
<p>${escapeHtml(content.outro)}</p>
<p><a href="${escapeHtml(content.linkUrl)}">${escapeHtml(content.linkLabel)}</a></p>
<p>${escapeHtml(content.signature)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(content.disclaimer)}</p>
</body></html>`;

  return { subject: content.subject, text, html };
}
