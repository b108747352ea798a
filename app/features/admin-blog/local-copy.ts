import { type PostFormValues, postFormFields } from "./post-form-values.ts";

/**
 * The browser's own copy of what is being typed (ADR 0039), written on every keystroke, before the
 * debounced server save: a tab closed, a crash or a dropped connection between two saves loses
 * nothing. Keyed by post and by the version the text was typed on, so a copy is only offered back
 * on top of the very version it was written from; a save that succeeds removes it.
 */
const prefix = "passerelle:blog-draft:";

export type LocalCopy = { values: PostFormValues; typedAt: string };

export function localCopyKey(postId: string, version: number): string {
  return `${prefix}${postId}:${version}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the server save still runs.
    return null;
  }
}

export function writeLocalCopy(postId: string, version: number, values: PostFormValues, now = new Date()): void {
  const copy: LocalCopy = { values, typedAt: now.toISOString() };
  try {
    storage()?.setItem(localCopyKey(postId, version), JSON.stringify(copy));
  } catch {
    // A full storage is not a reason to stop typing.
  }
}

export function removeLocalCopy(postId: string, version: number): void {
  storage()?.removeItem(localCopyKey(postId, version));
}

/** The copy typed on this version, when it says something the server does not have. */
export function readLocalCopy(postId: string, version: number, server: PostFormValues): LocalCopy | null {
  const raw = storage()?.getItem(localCopyKey(postId, version));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    const values = parsed.values as Partial<PostFormValues> | undefined;
    if (!values || typeof parsed.typedAt !== "string") return null;
    const complete = Object.fromEntries(
      postFormFields.map((name) => [name, typeof values[name] === "string" ? values[name] : server[name]]),
    ) as PostFormValues;
    const differs = postFormFields.some((name) => complete[name] !== server[name]);
    return differs ? { values: complete, typedAt: parsed.typedAt } : null;
  } catch {
    return null;
  }
}

/** Copies of this post typed on versions older than `version`: superseded by a save, never offered again. */
export function pruneLocalCopies(postId: string, version: number): void {
  const store = storage();
  if (!store) return;
  const mine = `${prefix}${postId}:`;
  const stale: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(mine) && Number(key.slice(mine.length)) < version) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}
