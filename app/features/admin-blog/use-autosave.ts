import { useCallback, useEffect, useRef, useState } from "react";
import { pruneLocalCopies, readLocalCopy, removeLocalCopy, writeLocalCopy } from "./local-copy.ts";
import { apiBodyOf, type PostFormValues, sameValues } from "./post-form-values.ts";

/** Where the text of a post not yet created is kept in this browser (one new post at a time). */
export const newPostKey = "new";

/** How long typing must pause before the server save: about a second and a half. */
export const autosaveDelayMs = 1500;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; message: string | null }
  | { kind: "conflict"; name: string | null; at: Date | null };

/**
 * Drafts saved as you type (ADR 0039). Every change is first written to this browser's storage
 * (keyed by post and version), then, once typing pauses, sent to the admin API with the version
 * the text was typed on. The API answers the next version, or 409 when another admin saved in
 * between: then saving stops for good on this page, the local copy stays, and the page says who
 * changed the post and when — never overwriting their work and never losing ours.
 */
export function useAutosave(
  postId: string | null,
  startVersion: number,
  values: PostFormValues,
  /** False for a post readers see: half-typed text must not go online by itself. */
  toServer = true,
) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const version = useRef(startVersion);
  const lastSaved = useRef(values);
  const latest = useRef(values);
  const inFlight = useRef(false);
  const settled = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // save and schedule call each other: schedule reaches save through this ref.
  const saveRef = useRef<() => Promise<void>>(async () => {});
  const [currentVersion, setCurrentVersion] = useState(startVersion);
  latest.current = values;

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), autosaveDelayMs);
  }, []);

  const save = useCallback(async () => {
    if (!postId || stopped.current || inFlight.current) return;
    const sending = latest.current;
    if (sameValues(sending, lastSaved.current)) return;
    inFlight.current = true;
    let done = () => {};
    settled.current = new Promise((resolve) => {
      done = resolve;
    });
    setState({ kind: "saving" });
    try {
      const response = await fetch(`/api/admin/blog/${postId}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...apiBodyOf(sending), version: version.current }),
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok) {
        const next = versionIn(body) ?? version.current + 1;
        removeLocalCopy(postId, version.current);
        version.current = next;
        setCurrentVersion(next);
        lastSaved.current = sending;
        // Typed while the save was on its way: keep that under the new version too.
        if (!sameValues(latest.current, sending)) writeLocalCopy(postId, next, latest.current);
        setState({ kind: "saved", at: new Date() });
      } else if (response.status === 409) {
        stopped.current = true;
        const named = (body?.error as { updatedBy?: unknown } | undefined)?.updatedBy;
        const who = await whoChanged(postId);
        setState({ kind: "conflict", name: typeof named === "string" ? named : who.name, at: who.at });
      } else {
        setState({ kind: "failed", message: messageIn(body) });
      }
    } catch {
      setState({ kind: "failed", message: null });
    } finally {
      inFlight.current = false;
      done();
    }
    // More typing arrived during the save: send it after the usual pause.
    if (!stopped.current && !sameValues(latest.current, lastSaved.current)) schedule();
  }, [postId, schedule]);

  saveRef.current = save;

  useEffect(() => {
    if (sameValues(values, lastSaved.current)) return;
    // A new post has no id yet: its text is kept locally (as "new") until "Save draft" creates it.
    writeLocalCopy(postId ?? newPostKey, version.current, values);
    if (postId && toServer && !stopped.current) schedule();
  }, [postId, toServer, values, schedule]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /**
   * A form post (publish, schedule…) carries the fields itself: no autosave may race it. Answers
   * the save still on its way, if one is, so the form waits for its version before it is sent.
   */
  const beforeSubmit = useCallback((): Promise<void> | null => {
    if (timer.current) clearTimeout(timer.current);
    return inFlight.current ? settled.current : null;
  }, []);

  return { state, version: currentVersion, beforeSubmit };
}

/** What this browser typed on this version and never saved, if any (read once, after hydration). */
export function useRestoredCopy(postId: string | null, version: number, server: PostFormValues) {
  const [restored, setRestored] = useState<{ values: PostFormValues; typedAt: Date } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per post and version, not on every keystroke.
  useEffect(() => {
    if (postId) pruneLocalCopies(postId, version);
    const copy = readLocalCopy(postId ?? newPostKey, version, server);
    if (copy) setRestored({ values: copy.values, typedAt: new Date(copy.typedAt) });
  }, [postId, version]);
  return restored;
}

function versionIn(body: Record<string, unknown> | null): number | null {
  const post = body?.post as Record<string, unknown> | undefined;
  const value = post?.version ?? body?.version;
  return typeof value === "number" ? value : null;
}

function messageIn(body: Record<string, unknown> | null): string | null {
  const error = body?.error as { message?: unknown; fields?: { message?: unknown }[] } | undefined;
  const field = error?.fields?.[0]?.message;
  if (typeof field === "string") return field;
  return typeof error?.message === "string" ? error.message : null;
}

/** Who saved the post in between, and when, read from the API's copy of the post. */
async function whoChanged(postId: string): Promise<{ name: string | null; at: Date | null }> {
  try {
    const response = await fetch(`/api/admin/blog/${postId}`, { headers: { accept: "application/json" } });
    const body = (await response.json()) as Record<string, unknown>;
    const post = (body.post ?? {}) as Record<string, unknown>;
    const name = body.updatedByName;
    const at = typeof post.updatedAt === "string" ? new Date(post.updatedAt) : null;
    return { name: typeof name === "string" ? name : null, at };
  } catch {
    return { name: null, at: null };
  }
}
