/**
 * "nadia@example.org" → "n••••@example.org": enough for the owner to recognise the address on
 * the unsubscribe page, not enough for someone who was forwarded the link to learn it.
 */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}${"•".repeat(Math.min(Math.max(at - 1, 3), 8))}${email.slice(at)}`;
}
