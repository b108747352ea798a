/**
 * The one toast system: at most one toast is visible and a new one replaces it, so the
 * store holds a single toast; each new one gets a new id, which remounts (and re-times) it.
 */
export type ToastVariant = "default" | "destructive";
export type Toast = { id: number; title: string; description?: string; variant: ToastVariant };

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: { title: string; description?: string; variant?: ToastVariant }): void {
  current = { id: nextId++, variant: "default", ...toast };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
