import type { MetaDescriptor } from "react-router";

/** "<page> · Passerelle", plus a description when the page has one. */
export function pageMeta(title: string | undefined, description?: string): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: title ? `${title} · Passerelle` : "Passerelle" }];
  if (description) meta.push({ name: "description", content: description });
  return meta;
}
