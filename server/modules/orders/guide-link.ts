import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Download links of the paid guide (ADR 0028): the order id, an expiry and an HMAC of both,
 * so a link works only for that order and only until it expires; the download still checks that
 * the order is paid and not refunded, so a refund kills every link already sent.
 */
export const receiptLinkDays = 30;
export const successPageLinkHours = 24;

function signatureOf(secret: string, orderId: string, expires: number): string {
  return createHmac("sha256", `guide-download:${secret}`).update(`${orderId}.${expires}`).digest("base64url");
}

export function guideDownloadUrl(siteUrl: string, secret: string, orderId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(secret, orderId, expires) });
  return `${siteUrl}/api/orders/${encodeURIComponent(orderId)}/guide?${query}`;
}

export type GuideLinkCheck = "valid" | "expired" | "invalid";

export function checkGuideLink(
  secret: string,
  orderId: string,
  expiresParam: string | undefined,
  signature: string | undefined,
  now: Date,
): GuideLinkCheck {
  if (!expiresParam || !/^\d{1,12}$/.test(expiresParam) || !signature || signature.length > 100) return "invalid";
  const expected = Buffer.from(signatureOf(secret, orderId, Number(expiresParam)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return Number(expiresParam) * 1000 < now.getTime() ? "expired" : "valid";
}
