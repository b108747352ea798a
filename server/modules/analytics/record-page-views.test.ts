import { Hono } from "hono";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acceptAll, consentCookieName, rejectAll, serializeConsent } from "../../../core/cookie-consent.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { recordPageViews } from "./record-page-views.ts";
import { visitorCookieName } from "./visitor-cookie.ts";

const visitorId = "0b9c6f1e-2f4a-4c1b-9d7e-5a6b7c8d9e0f";
const accepted = `${consentCookieName}=${serializeConsent(acceptAll())}`;
const browserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/**
 * The page server's middleware (server/index.ts) in front of stand-ins for what React Router
 * answers: an HTML page, its `.data` request, a missing page, a file.
 */
describe.each(testEngines)("page views (server/index.ts middleware) on %s", (engine) => {
  let database: FreshDatabase;
  let app: Hono;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    app = new Hono();
    app.use(recordPageViews(database.db, pino({ level: "silent" })));
    app.get("/missing", (c) => c.html("<p>Not found</p>", 404));
    app.get("/assets/app.js", (c) => c.body("x", 200, { "content-type": "text/javascript" }));
    app.get("*", (c) =>
      c.req.path.endsWith(".data") ? c.body("[]", 200, { "content-type": "text/x-script" }) : c.html("<p>page</p>"),
    );
  });
  afterEach(async () => {
    await database.dispose();
  });

  const views = () => database.db.selectFrom("analytics_events").selectAll().orderBy("path").execute();
  const get = (path: string, cookie: string, userAgent = browserAgent) =>
    app.request(path, { headers: { cookie, "user-agent": userAgent, "accept-language": "fr" } });

  it("records nothing without analytics consent", async () => {
    expect((await get("/fr/visas", "")).status).toBe(200);
    expect(
      (
        await get(
          "/fr/visas",
          `${consentCookieName}=${serializeConsent(rejectAll())}; ${visitorCookieName}=${visitorId}`,
        )
      ).status,
    ).toBe(200);
    expect(await views()).toEqual([]);
  });

  it("with consent records the page's path without its query string, page loads and link navigations alike", async () => {
    const cookie = `${accepted}; ${visitorCookieName}=${visitorId}`;
    await get("/fr/visas?email=someone%40example.com", cookie);
    await get("/_root.data", cookie);
    await get("/fr/pricing.data?_routes=root", cookie);
    expect((await views()).map((row) => [row.name, row.path, row.visitor_id, row.language])).toEqual([
      ["page_view", "/", visitorId, "fr"],
      ["page_view", "/fr/pricing", visitorId, "fr"],
      ["page_view", "/fr/visas", visitorId, "fr"],
    ]);
  });

  it("gives a consenting browser without an id a random one with its first view", async () => {
    const response = await get("/fr/visas", accepted);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      new RegExp(`^${visitorCookieName}=[0-9a-f-]{36}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`),
    );
    const [row] = await views();
    expect(row?.visitor_id).toBe(setCookie.split(";")[0]?.split("=")[1]);
  });

  it("skips bots, private pages, missing pages and files", async () => {
    const cookie = `${accepted}; ${visitorCookieName}=${visitorId}`;
    await get("/fr/visas", cookie, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    for (const path of ["/admin/dashboard", "/dashboard", "/profile.data", "/advisor", "/missing", "/assets/app.js"]) {
      await get(path, cookie);
    }
    expect(await views()).toEqual([]);
  });
});
