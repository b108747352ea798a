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
  /** Non-transactional messages only (ADR 0025): the way out, last in the message. */
  unsubscribe?: { text: string; label: string; url: string };
};

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function renderEmail(content: EmailContent, dir: "ltr" | "rtl", lang: string) {
  // French puts a narrow no-break space before a colon.
  const colon = lang === "fr" ? "\u202f:" : ":";
  const text = [
    content.greeting,
    "",
    content.intro,
    "",
    ...content.items.map((item, index) => `${index + 1}. ${item.title}\n   ${item.body}`),
    "",
    content.outro,
    `${content.linkLabel}${colon} ${content.linkUrl}`,
    "",
    content.signature,
    "",
    content.disclaimer,
    ...(content.unsubscribe
      ? ["", `${content.unsubscribe.text} ${content.unsubscribe.label}${colon} ${content.unsubscribe.url}`]
      : []),
  ].join("\n");

  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.intro)}</p>
<ol>${content.items.map((item) => `<li><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.body)}</li>`).join("")}</ol>
<p>${escapeHtml(content.outro)}</p>
<p><a href="${escapeHtml(content.linkUrl)}">${escapeHtml(content.linkLabel)}</a></p>
<p>${escapeHtml(content.signature)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(content.disclaimer)}</p>${
    content.unsubscribe
      ? `\n<p style="font-size:12px;color:#6b7280">${escapeHtml(content.unsubscribe.text)} <a href="${escapeHtml(content.unsubscribe.url)}">${escapeHtml(content.unsubscribe.label)}</a></p>`
      : ""
  }
</body></html>`;

  return { subject: content.subject, text, html };
}
