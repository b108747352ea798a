import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";

/** Reads a GET's query parameters against a schema (empty ones ignored); bad ones are a 400 naming the field. */
export function validateQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.join(".") || "query",
    messageKey: /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request",
  }));
  throw new AppError("bad_request", fields[0]?.messageKey ?? "invalid_request", fields);
}
