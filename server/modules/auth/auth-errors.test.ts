import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import { appErrorFromAuthResponse } from "./auth-errors.ts";

function authResponse(status: number, code?: string): Response {
  return Response.json(code ? { code, message: "English text from better-auth" } : {}, { status });
}

describe("better-auth errors in our shape", () => {
  it("a refusal becomes our message key, next to its field", async () => {
    const error = await appErrorFromAuthResponse(authResponse(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "conflict", messageKey: "email_taken", fields: [{ field: "email" }] });
  });

  it("an unknown refusal falls back on its status", async () => {
    expect(await appErrorFromAuthResponse(authResponse(429))).toMatchObject({ code: "rate_limited" });
    expect(await appErrorFromAuthResponse(authResponse(400, "SOMETHING_NEW"))).toMatchObject({
      code: "bad_request",
      messageKey: "invalid_request",
    });
  });

  it("a write that failed on our side is a server error, not the visitor's bad input", async () => {
    for (const code of ["FAILED_TO_CREATE_USER", "FAILED_TO_CREATE_SESSION", "FAILED_TO_UPDATE_USER"]) {
      const error = await appErrorFromAuthResponse(authResponse(422, code));
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AppError);
      expect(error?.message).toContain(code);
    }
  });

  it("a 5xx is left as it is", async () => {
    expect(await appErrorFromAuthResponse(authResponse(503))).toBeNull();
  });
});
