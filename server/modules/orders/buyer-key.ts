import { createHash, randomBytes } from "node:crypto";

/**
 * The browser that started a checkout may see its success page and download link, even without
 * an account (the guide is sold to visitors too). It carries a random key in an httpOnly cookie;
 * the order keeps only the key's hash. Anyone else needs the e-mailed link or the owner's session.
 */
export const buyerKeyCookie = "passerelle_buyer";
export const buyerKeyMaxAgeSeconds = 60 * 60 * 24 * 30;

export function newBuyerKey(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedBuyerKey(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function hashBuyerKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The key in a Cookie header, if well formed. */
export function buyerKeyFromCookies(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === buyerKeyCookie) {
      const value = rest.join("=");
      return isWellFormedBuyerKey(value) ? value : undefined;
    }
  }
  return undefined;
}

export function buyerKeyCookieHeader(key: string, secure: boolean): string {
  return `${buyerKeyCookie}=${key}; Path=/; Max-Age=${buyerKeyMaxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether this request may see the order: the buying browser, or the signed-in owner. */
export function mayViewOrder(
  order: { buyer_key_hash: string | null; user_id: string | null },
  viewer: { userId: string | null; buyerKey: string | undefined },
): boolean {
  if (viewer.userId && order.user_id === viewer.userId) return true;
  return !!viewer.buyerKey && !!order.buyer_key_hash && hashBuyerKey(viewer.buyerKey) === order.buyer_key_hash;
}
