/** Turns a small structured message into matching plain-text and HTML bodies. */
export type EmailContent = {
  subject: string;
  greeting: string;
  intro: string;
  /** Numbered points; `link` puts a place to go under one (a digest's entries), an empty body is left out. */
  items: { title: string; body: string; link?: { label: string; url: string } }[];
  outro: string;
  linkLabel: string;
  linkUrl: string;
  signature: string;
  disclaimer: string;
  /** Non-transactional messages only (ADR 0025): the way out, last in the message. */
  unsubscribe?: { text: string; label: string; url: string };
  /**
   * Receipts and invoices: label and value rows (amount, VAT, reference, dates), after the intro,
   * a table in HTML so the figures line up; "label: value" lines in the plain text.
   */
  rows?: { label: string; value: string }[];
  /** A second place to go, under the main link (e.g. the profile beside an invoice's pay link). */
  secondLink?: { label: string; url: string };
};

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Mail clients ignore `text-align: start`, so the side is spelled out from the direction. */
function rowsTable(rows: { label: string; value: string }[], dir: "ltr" | "rtl") {
  const [side, padding] = dir === "rtl" ? ["right", "4px 0 4px 16px"] : ["left", "4px 16px 4px 0"];
  const cell = `style="text-align:${side};padding:${padding};vertical-align:top"`;
  return `<table role="presentation" style="border-collapse:collapse">${rows
    .map(
      (row) =>
        `<tr><th scope="row" ${cell}>${escapeHtml(row.label)}</th><td ${cell}>${escapeHtml(row.value)}</td></tr>`,
    )
    .join("")}</table>`;
}

export function renderEmail(content: EmailContent, dir: "ltr" | "rtl", lang: string) {
  // French puts a narrow no-break space before a colon.
  const colon = lang === "fr" ? "\u202f:" : ":";
  const rows = content.rows ?? [];
  const text = [
    content.greeting,
    "",
    content.intro,
    "",
    ...(rows.length > 0 ? [...rows.map((row) => `${row.label}${colon} ${row.value}`), ""] : []),
    ...(content.items.length > 0
      ? [
          ...content.items.map(
            (item, index) =>
              `${index + 1}. ${item.title}${item.body ? `\n   ${item.body}` : ""}${
                item.link ? `\n   ${item.link.label}${colon} ${item.link.url}` : ""
              }`,
          ),
          "",
        ]
      : []),
    content.outro,
    `${content.linkLabel}${colon} ${content.linkUrl}`,
    ...(content.secondLink ? [`${content.secondLink.label}${colon} ${content.secondLink.url}`] : []),
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
<p>${escapeHtml(content.intro)}</p>${rows.length > 0 ? `\n${rowsTable(rows, dir)}` : ""}${
    content.items.length > 0
      ? `\n<ol>${content.items
          .map(
            (item) =>
              `<li><strong>${escapeHtml(item.title)}</strong>${item.body ? `<br>${escapeHtml(item.body)}` : ""}${
                item.link ? `<br><a href="${escapeHtml(item.link.url)}">${escapeHtml(item.link.label)}</a>` : ""
              }</li>`,
          )
          .join("")}</ol>`
      : ""
  }
<p>${escapeHtml(content.outro)}</p>
<p><a href="${escapeHtml(content.linkUrl)}">${escapeHtml(content.linkLabel)}</a></p>${
    content.secondLink
      ? `\n<p><a href="${escapeHtml(content.secondLink.url)}">${escapeHtml(content.secondLink.label)}</a></p>`
      : ""
  }
<p>${escapeHtml(content.signature)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(content.disclaimer)}</p>${
    content.unsubscribe
      ? `\n<p style="font-size:12px;color:#6b7280">${escapeHtml(content.unsubscribe.text)} <a href="${escapeHtml(content.unsubscribe.url)}">${escapeHtml(content.unsubscribe.label)}</a></p>`
      : ""
  }
</body></html>`;

  return { subject: content.subject, text, html };
}
