import { describe, expect, it } from "vitest";
import { visitorCookieName } from "../../server/modules/analytics/visitor-cookie.ts";
import { action } from "./set-cookie-consent.ts";

const visitorId = "0b9c6f1e-2f4a-4c1b-9d7e-5a6b7c8d9e0f";

/** The cookie banner's answer sets or removes the analytics id with the consent (ADR 0040). */
async function answer(fields: Record<string, string>, cookie = "") {
  const request = new Request("http://localhost:3000/set-cookie-consent", {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, params: {}, context: {} } as never)) as { init?: ResponseInit };
  return new Headers(result.init?.headers).getSetCookie();
}

describe("the analytics id follows the cookie consent", () => {
  it("is given when analytics are accepted, and kept when they already have one", async () => {
    const given = await answer({ decision: "accepted" });
    expect(given.find((c) => c.startsWith(`${visitorCookieName}=`))).toMatch(
      /=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/,
    );
    const kept = await answer({ decision: "customized", analytics: "on" }, `${visitorCookieName}=${visitorId}`);
    expect(kept.filter((c) => c.startsWith(`${visitorCookieName}=`))).toEqual([]);
  });

  it("is removed when analytics are rejected or switched off", async () => {
    const answers: Record<string, string>[] = [{ decision: "rejected" }, { decision: "customized", marketing: "on" }];
    for (const fields of answers) {
      const cookies = await answer(fields, `${visitorCookieName}=${visitorId}`);
      expect(cookies.find((c) => c.startsWith(`${visitorCookieName}=`))).toBe(
        `${visitorCookieName}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`,
      );
    }
  });
});
