import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/** Reads a JSON body and checks it against a Zod schema; bad input becomes a 400 naming each field. */
export async function validateJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("bad_request", "json_expected");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", "invalid_json");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.join(".") || "body",
    // Our schemas use message keys as their messages; anything else (a wrong type) is generic.
    messageKey: /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request",
  }));
  throw new AppError("bad_request", fields[0]?.messageKey ?? "invalid_request", fields);
}
