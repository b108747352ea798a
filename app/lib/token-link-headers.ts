/**
 * Headers of a page whose address carries a secret token (an e-mail's verification or unsubscribe
 * link): never cached, and no Referer that would hand the token to the next site.
 */
export const tokenLinkHeaders = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;
