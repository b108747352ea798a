/**
 * Test support: reads the form encoding the Stripe SDK sends (application/x-www-form-urlencoded
 * with brackets: `line_items[0][price_data][unit_amount]=1900`, `expand[]=payments`) back into the
 * nested object the caller passed. Values stay strings, as they travelled.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function segmentsOf(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) segments.push(match[1] ?? "");
  return segments;
}

function containerFor(next: string): FormValue[] | FormObject {
  return next === "" || /^\d+$/.test(next) ? [] : {};
}

function assign(target: FormObject | FormValue[], segments: string[], value: string): void {
  const [segment = "", ...rest] = segments;
  if (Array.isArray(target)) {
    const index = segment === "" ? target.length : Number(segment);
    if (rest.length === 0) {
      target[index] = value;
      return;
    }
    const child = target[index];
    const container = typeof child === "object" && child !== null ? child : containerFor(rest[0] ?? "");
    target[index] = container;
    assign(container, rest, value);
    return;
  }
  if (rest.length === 0) {
    target[segment] = value;
    return;
  }
  const child = target[segment];
  const container = typeof child === "object" && child !== null ? child : containerFor(rest[0] ?? "");
  target[segment] = container;
  assign(container, rest, value);
}

export function parseStripeForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(result, segmentsOf(key), value);
  return result;
}
