import { afterEach, beforeEach, describe, expect, it } from "vitest";
import help from "../../../content/guides/help.ts";
import { homeFaq } from "../../../content/home/home-faq.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { OutgoingEmail } from "../../infra/mail/mail-transport.ts";
import { createLogger } from "../../logger.ts";
import { password, signIn } from "../auth/accounts-test-kit.ts";
import { type CasesWorld, casesWorld, type ErrorBody, type Person } from "../cases/cases-test-kit.ts";
import { publishedFaq } from "../faq/faq-items.ts";
import { seedFaqItems } from "../faq/seed-faq-items.ts";
import { createOutboxWorker } from "../outbox/outbox-worker.ts";

const consultation = {
  name: "Marie Curie",
  email: "marie.curie@example.fr",
  phone: "",
  contactTime: "morning",
  contactDays: "weekdays",
  timeZone: "Europe/Paris",
  countryOfOrigin: "MA",
  applicationType: "family",
  message: "Nous voulons nous installer à Lyon avec nos deux enfants l'an prochain.",
  language: "fr",
};

/** Every back-office endpoint, with a body that would pass its checks. */
const endpoints: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/admin/consultations"],
  ["GET", "/api/admin/consultations/x"],
  ["POST", "/api/admin/consultations/x/status", { status: "done" }],
  ["POST", "/api/admin/consultations/x/notes", { body: "Called back" }],
  ["POST", "/api/admin/consultations/x/reply", { body: "Hello" }],
  ["GET", "/api/admin/outbox"],
  ["POST", "/api/admin/outbox/x/retry", {}],
  ["GET", "/api/admin/settings"],
  ["PUT", "/api/admin/settings", { TEAM_EMAIL: "ops@example.com" }],
  ["GET", "/api/admin/faq"],
  [
    "POST",
    "/api/admin/faq",
    { language: "en", page: "home", question: "Q?", answer: "A.", category: "general", position: 1, published: true },
  ],
  [
    "PUT",
    "/api/admin/faq/x",
    { language: "en", page: "home", question: "Q?", answer: "A.", category: "general", position: 1, published: true },
  ],
  ["DELETE", "/api/admin/faq/x"],
  ["GET", "/api/admin/users"],
  ["PATCH", "/api/admin/users/x", { role: "admin" }],
  ["GET", "/api/admin/audit"],
];

describe.each(testEngines)("the back office API (/api/admin/*, issue 15) on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database, { TEAM_EMAIL: "team@passerelle.example" });
  });
  afterEach(async () => {
    await database.dispose();
  });

  const call = <T>(who: Person, method: string, path: string, body?: unknown) =>
    who.client.json<T & ErrorBody>(path, { method, body });

  async function requestConsultation(body: Record<string, unknown> = consultation): Promise<string> {
    const visitor = world.api.client({ ip: "198.51.100.7" });
    const sent = await visitor.json<{ id: string }>("/api/consultation-request", { body });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.id;
  }

  it("answers 401 to visitors and 403 to advisors and members on every endpoint, never cached", async () => {
    const visitor = world.api.client({ ip: "198.51.100.9" });
    for (const [method, path, body] of endpoints) {
      const anonymous = await visitor.request(path, { method, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.headers.get("cache-control"), `${method} ${path}`).toContain("no-store");
      for (const person of [world.claire, world.fatima]) {
        const refused = await person.client.request(path, { method, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await database.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("lists, filters and opens consultation requests; status, note and reply are stored and audited", async () => {
    const { ada, db } = world;
    const marie = await requestConsultation();
    const john = await requestConsultation({
      ...consultation,
      name: "John Smith",
      email: "john@example.com",
      language: "en",
      message: "Moving to Paris for a tech job next spring.",
    });

    const all = await call<{ requests: { id: string; status: string; language: string }[] }>(
      ada,
      "GET",
      "/api/admin/consultations",
    );
    expect(all.status).toBe(200);
    expect(all.response.headers.get("cache-control")).toContain("no-store");
    expect(all.body.requests.map((r) => r.id).sort()).toEqual([marie, john].sort());
    const french = await call<{ requests: { id: string }[] }>(ada, "GET", "/api/admin/consultations?language=fr");
    expect(french.body.requests.map((r) => r.id)).toEqual([marie]);
    const searched = await call<{ requests: { id: string }[] }>(ada, "GET", "/api/admin/consultations?search=PARIS");
    expect(searched.body.requests.map((r) => r.id)).toEqual([john]);
    const badFilter = await call(ada, "GET", "/api/admin/consultations?status=lost");
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.message).toBe(apiMessage("en", "admin_status_invalid"));

    const moved = await call<{ changed: boolean }>(ada, "POST", `/api/admin/consultations/${marie}/status`, {
      status: "contacted",
    });
    expect(moved.body).toEqual({ changed: true });
    expect((await call(ada, "POST", `/api/admin/consultations/${marie}/status`, { status: "lost" })).status).toBe(400);
    expect((await call(ada, "POST", "/api/admin/consultations/nope/status", { status: "done" })).status).toBe(404);
    const contacted = await call<{ requests: { id: string }[] }>(
      ada,
      "GET",
      "/api/admin/consultations?status=contacted",
    );
    expect(contacted.body.requests.map((r) => r.id)).toEqual([marie]);

    const emptyNote = await call(ada, "POST", `/api/admin/consultations/${marie}/notes`, { body: "   " });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.body.error.message).toBe(apiMessage("en", "admin_note_required"));
    expect(
      (await call(ada, "POST", `/api/admin/consultations/${marie}/notes`, { body: "Wants a call on Monday" })).status,
    ).toBe(201);

    const before = await db.selectFrom("outbox").select("id").execute();
    const reply = await call<{ language: string }>(ada, "POST", `/api/admin/consultations/${marie}/reply`, {
      body: "Nous vous appelons lundi à 10 h.",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.language).toBe("fr");
    const queued = await db
      .selectFrom("outbox")
      .selectAll()
      .where(
        "id",
        "not in",
        before.map((row) => row.id),
      )
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to_address: consultation.email, language: "fr", template: "consultation-reply" });
    expect(queued[0]?.subject).toBe("Votre demande de consultation gratuite avec Passerelle");
    expect(queued[0]?.text_body).toContain("Nous vous appelons lundi à 10 h.");
    expect(queued[0]?.text_body).toContain("Bonjour Marie Curie,");

    const detail = await call<{
      request: { status: string; message: string; notes: { kind: string; body: string; author: { name: string } }[] };
    }>(ada, "GET", `/api/admin/consultations/${marie}`);
    expect(detail.body.request.status).toBe("contacted");
    expect(detail.body.request.message).toBe(consultation.message);
    expect(detail.body.request.notes).toEqual([
      expect.objectContaining({
        kind: "note",
        body: "Wants a call on Monday",
        author: expect.objectContaining({ name: "Ada Admin" }),
      }),
      expect.objectContaining({ kind: "reply", body: "Nous vous appelons lundi à 10 h." }),
    ]);
    expect((await call(ada, "GET", "/api/admin/consultations/nope")).status).toBe(404);

    const audit = await call<{
      entries: { action: string; actor: { name: string }; before: unknown; after: unknown }[];
    }>(ada, "GET", `/api/admin/audit?targetType=consultation_request&targetId=${marie}`);
    expect(audit.body.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["consultation_status_changed", "consultation_note_added", "consultation_replied"]),
    );
    const statusChange = audit.body.entries.find((entry) => entry.action === "consultation_status_changed");
    expect(statusChange).toMatchObject({
      actor: { name: "Ada Admin" },
      before: { status: "new" },
      after: { status: "contacted" },
    });
  });

  it("a request in spec §7's payload (no name, no time zone) is listed, opened and answered by its address (issue 28)", async () => {
    const { ada, db } = world;
    const {
      name: _name,
      phone: _phone,
      contactTime: _time,
      contactDays: _days,
      timeZone: _zone,
      ...spec
    } = consultation;
    const id = await requestConsultation({ ...spec, email: "sam@example.com", language: "en" });

    const list = await call<{ requests: { id: string; name: string | null; email: string }[] }>(
      ada,
      "GET",
      "/api/admin/consultations",
    );
    expect(list.body.requests).toEqual([expect.objectContaining({ id, name: null, email: "sam@example.com" })]);
    const found = await call<{ requests: { id: string }[] }>(ada, "GET", "/api/admin/consultations?search=sam@");
    expect(found.body.requests.map((r) => r.id)).toEqual([id]);
    const detail = await call<{ request: { name: string | null; email: string } }>(
      ada,
      "GET",
      `/api/admin/consultations/${id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.request).toMatchObject({ name: null, email: "sam@example.com" });

    const reply = await call(ada, "POST", `/api/admin/consultations/${id}/reply`, { body: "We call you Monday." });
    expect(reply.status).toBe(201);
    const sent = await db
      .selectFrom("outbox")
      .select("text_body")
      .where("template", "=", "consultation-reply")
      .executeTakeFirstOrThrow();
    expect(sent.text_body).toContain("Hello sam@example.com,");
  });

  it("a member's request carries the team's notes and replies into their export, and their erasure takes them", async () => {
    const { ada, fatima, db } = world;
    const sent = await fatima.client.json<{ id: string }>("/api/consultation-request", {
      body: { ...consultation, name: "Fatima Free", email: fatima.email, language: "en" },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await call(ada, "POST", `/api/admin/consultations/${sent.body.id}/notes`, { body: "Prefers mornings" });
    await call(ada, "POST", `/api/admin/consultations/${sent.body.id}/reply`, { body: "We will call you on Monday." });

    const exported = await fatima.client.json<{ consultationRequests: { teamNotes: unknown[] }[] }>(
      "/api/account/export",
    );
    expect(exported.body.consultationRequests).toEqual([
      expect.objectContaining({
        teamNotes: [
          expect.objectContaining({ kind: "note", text: "Prefers mornings" }),
          expect.objectContaining({ kind: "reply", text: "We will call you on Monday." }),
        ],
      }),
    ]);

    const deleted = await fatima.client.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    expect(await db.selectFrom("consultation_notes").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("consultation_requests").selectAll().execute()).toEqual([]);
  });

  it("lists a failed e-mail with its error; a retry re-queues it once and it is delivered once", async () => {
    const { ada, db } = world;
    await requestConsultation();
    const logger = createLogger("silent");
    const refusing = createOutboxWorker({
      db,
      logger,
      pollMs: 60_000,
      retryBaseMs: 10,
      maxAttempts: 1,
      transport: {
        name: "refusing",
        send: async () => {
          throw new Error("554 5.7.1 Message refused");
        },
        close: async () => {},
      },
    });
    await refusing.runOnce();

    const failed = await call<{ messages: { id: string; to: string; status: string; lastError: string | null }[] }>(
      ada,
      "GET",
      "/api/admin/outbox?status=failed",
    );
    // Everything queued so far failed (the sign-up e-mails of the test's people too).
    expect(failed.body.messages.length).toBeGreaterThan(1);
    expect(new Set(failed.body.messages.map((m) => m.status))).toEqual(new Set(["failed"]));
    const confirmation = failed.body.messages.find((m) => m.to === consultation.email);
    expect(confirmation).toMatchObject({ status: "failed", lastError: "554 5.7.1 Message refused" });
    const id = confirmation?.id ?? "";

    const retried = await call<{ requeued: boolean }>(ada, "POST", `/api/admin/outbox/${id}/retry`, {});
    expect(retried.status).toBe(200);
    const again = await call(ada, "POST", `/api/admin/outbox/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(apiMessage("en", "outbox_retry_not_failed"));
    expect((await call(ada, "POST", "/api/admin/outbox/nope/retry", {})).status).toBe(404);
    expect((await call(ada, "GET", "/api/admin/outbox?status=lost")).status).toBe(400);

    const delivered: OutgoingEmail[] = [];
    const accepting = createOutboxWorker({
      db,
      logger,
      pollMs: 60_000,
      retryBaseMs: 10,
      maxAttempts: 1,
      transport: { name: "accepting", send: async (email) => void delivered.push(email), close: async () => {} },
    });
    await accepting.runOnce();
    await accepting.runOnce();
    // Only the retried message: the other failed one stays failed until someone retries it.
    expect(delivered.map((email) => email.outboxId)).toEqual([id]);
    const sent = await call<{ messages: { id: string; status: string }[] }>(
      ada,
      "GET",
      "/api/admin/outbox?status=sent",
    );
    expect(sent.body.messages.map((m) => m.id)).toEqual([id]);
    expect((await call(ada, "POST", `/api/admin/outbox/${id}/retry`, {})).status).toBe(409);

    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "email_retried").execute();
    expect(audit).toEqual([expect.objectContaining({ actor_user_id: ada.id, target_type: "outbox", target_id: id })]);
  });

  it("site settings override the env where both exist, clear back to it, and social proof stays empty until set", async () => {
    const { ada, db } = world;
    type Settings = { stored: Record<string, unknown>; effective: Record<string, unknown> };
    const initial = await call<Settings>(ada, "GET", "/api/admin/settings");
    expect(initial.body.stored).toEqual({});
    expect(initial.body.effective).toMatchObject({
      TEAM_EMAIL: "team@passerelle.example",
      clientsHelped: null,
      rating: null,
      ratingCount: null,
    });

    const bad = await call(ada, "PUT", "/api/admin/settings", { TEAM_EMAIL: "not an address", rating: 7 });
    expect(bad.status).toBe(400);
    expect((await call(ada, "PUT", "/api/admin/settings", { clientsHelped: -3 })).status).toBe(400);

    const saved = await call<{ changed: string[] }>(ada, "PUT", "/api/admin/settings", {
      TEAM_EMAIL: "ops@passerelle.example",
      LEGAL_PUBLISHER_NAME: "Passerelle SAS",
      clientsHelped: 120,
      rating: 4.8,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.changed.sort()).toEqual(["LEGAL_PUBLISHER_NAME", "TEAM_EMAIL", "clientsHelped", "rating"]);
    const effective = await call<Settings>(ada, "GET", "/api/admin/settings");
    expect(effective.body.effective).toMatchObject({
      TEAM_EMAIL: "ops@passerelle.example",
      LEGAL_PUBLISHER_NAME: "Passerelle SAS",
      clientsHelped: 120,
      rating: 4.8,
      ratingCount: null,
    });

    // The consumers read through the settings: the team's notice goes to the new address.
    await requestConsultation();
    const notice = await db
      .selectFrom("outbox")
      .select("to_address")
      .where("template", "=", "consultation-team-notification")
      .executeTakeFirstOrThrow();
    expect(notice.to_address).toBe("ops@passerelle.example");

    await call(ada, "PUT", "/api/admin/settings", { TEAM_EMAIL: "", rating: null });
    const cleared = await call<Settings>(ada, "GET", "/api/admin/settings");
    expect(cleared.body.effective).toMatchObject({
      TEAM_EMAIL: "team@passerelle.example",
      rating: null,
      clientsHelped: 120,
    });

    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "site_settings_updated").execute();
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => JSON.parse(entry.after_json ?? "{}"))).toContainEqual({
      TEAM_EMAIL: null,
      rating: null,
    });
  });

  it("seeds the home page's and the help center's FAQ once; administrators add, reorder, unpublish and delete items per page and language", async () => {
    const { ada, db } = world;
    const helpFaq = { en: help.faq?.en ?? [], fr: help.faq?.fr ?? [], ar: help.faq?.ar ?? [] };
    expect(helpFaq.ar.length).toBe(helpFaq.en.length);
    expect(await publishedFaq(db, "fr")).toEqual(homeFaq.fr);
    expect(await publishedFaq(db, "fr", "help")).toEqual(helpFaq.fr);
    expect(await publishedFaq(db, "ar", "help")).toEqual(helpFaq.ar);
    expect(await seedFaqItems(db)).toBe(
      homeFaq.en.length +
        homeFaq.fr.length +
        homeFaq.ar.length +
        helpFaq.en.length +
        helpFaq.fr.length +
        helpFaq.ar.length,
    );
    expect(await seedFaqItems(db)).toBe(0);
    expect((await publishedFaq(db, "fr")).map((item) => item.question)).toEqual(
      homeFaq.fr.map((item) => item.question),
    );
    expect((await publishedFaq(db, "en", "help")).map((item) => item.question)).toEqual(
      helpFaq.en.map((item) => item.question),
    );
    expect((await publishedFaq(db, "ar", "help")).map((item) => item.question)).toEqual(
      helpFaq.ar.map((item) => item.question),
    );
    // The help center's items keep their registry tokens: the page resolves them to current figures.
    expect((await publishedFaq(db, "en", "help")).some((item) => item.answer.includes("{fact:"))).toBe(true);

    // A question for the help center only.
    const helpOnly = await call<{ item: { id: string; page: string } }>(ada, "POST", "/api/admin/faq", {
      language: "en",
      page: "help",
      question: "Can I change the e-mail address of my account?",
      answer: "Write to us from the address you registered with.",
      category: "account",
      position: 0,
      published: true,
    });
    expect(helpOnly.status).toBe(201);
    expect(helpOnly.body.item.page).toBe("help");
    expect((await publishedFaq(db, "en", "help"))[0]?.question).toBe("Can I change the e-mail address of my account?");
    expect((await publishedFaq(db, "en")).map((entry) => entry.question)).not.toContain(
      "Can I change the e-mail address of my account?",
    );
    const helpList = await call<{ items: { id: string; page: string }[] }>(
      ada,
      "GET",
      "/api/admin/faq?page=help&language=en",
    );
    expect(helpList.body.items).toHaveLength(helpFaq.en.length + 1);
    expect(new Set(helpList.body.items.map((entry) => entry.page))).toEqual(new Set(["help"]));
    const badPage = await call(ada, "POST", "/api/admin/faq", {
      language: "en",
      page: "blog",
      question: "Q?",
      answer: "A.",
      category: "general",
      position: 0,
      published: true,
    });
    expect(badPage.status).toBe(400);
    expect(badPage.body.error.message).toBe(apiMessage("en", "admin_faq_page_invalid"));
    expect((await call(ada, "GET", "/api/admin/faq?page=blog")).status).toBe(400);

    const item = {
      language: "fr",
      page: "home",
      question: "Puis-je venir avec mon chat\u202f?",
      answer: "Oui.",
      category: "general",
    };
    const created = await call<{ item: { id: string } }>(ada, "POST", "/api/admin/faq", {
      ...item,
      position: 0,
      published: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.item.id;
    expect((await publishedFaq(db, "fr"))[0]?.question).toBe(item.question);
    expect((await publishedFaq(db, "en")).map((entry) => entry.question)).not.toContain(item.question);

    const bad = await call(ada, "POST", "/api/admin/faq", { ...item, question: "", position: 0, published: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(apiMessage("en", "admin_question_required"));
    expect(
      (await call(ada, "POST", "/api/admin/faq", { ...item, category: "pets", position: 0, published: true })).status,
    ).toBe(400);

    const hidden = await call(ada, "PUT", `/api/admin/faq/${id}`, { ...item, position: 999, published: false });
    expect(hidden.status).toBe(200);
    expect((await publishedFaq(db, "fr")).map((entry) => entry.question)).not.toContain(item.question);
    const listed = await call<{ items: { id: string; published: boolean }[] }>(
      ada,
      "GET",
      "/api/admin/faq?language=fr",
    );
    expect(listed.body.items.at(-1)).toMatchObject({ id, published: false });

    expect((await ada.client.request(`/api/admin/faq/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(ada, "DELETE", `/api/admin/faq/${id}`)).status).toBe(404);
    const actions = await db.selectFrom("audit_log").select("action").where("target_id", "=", id).execute();
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      "faq_item_created",
      "faq_item_deleted",
      "faq_item_updated",
    ]);

    // Once copied, the items are the administrators': with every one of them deleted the pages
    // have no FAQ, and the written one never comes back, not even on the next start.
    for (const [language, page] of [
      ["en", "home"],
      ["fr", "home"],
      ["ar", "home"],
      ["en", "help"],
      ["fr", "help"],
      ["ar", "help"],
    ]) {
      const listed = await call<{ items: { id: string }[] }>(
        ada,
        "GET",
        `/api/admin/faq?language=${language}&page=${page}`,
      );
      for (const entry of listed.body.items) {
        expect((await ada.client.request(`/api/admin/faq/${entry.id}`, { method: "DELETE" })).status).toBe(204);
      }
    }
    expect(await db.selectFrom("faq_items").select("id").execute()).toEqual([]);
    expect(await seedFaqItems(db)).toBe(0);
    expect(await publishedFaq(db, "ar")).toEqual([]);
    expect(await publishedFaq(db, "en", "help")).toEqual([]);
    expect(await publishedFaq(db, "ar", "help")).toEqual([]);
  });

  it("finds accounts, changes role and plan, never removes the last admin, and a disabled account cannot sign in", async () => {
    const { ada, fatima, claire, db } = world;
    const found = await call<{ users: { id: string; email: string; role: string; disabled: boolean }[] }>(
      ada,
      "GET",
      "/api/admin/users?search=FATIMA",
    );
    expect(found.body.users).toEqual([expect.objectContaining({ id: fatima.id, role: "user", disabled: false })]);

    expect((await call(ada, "PATCH", `/api/admin/users/${fatima.id}`, { role: "owner" })).status).toBe(400);
    expect((await call(ada, "PATCH", `/api/admin/users/${fatima.id}`, {})).status).toBe(400);
    expect((await call(ada, "PATCH", "/api/admin/users/nope", { role: "advisor" })).status).toBe(404);

    const lastAdmin = await call(ada, "PATCH", `/api/admin/users/${ada.id}`, { role: "user" });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.error.message).toBe(apiMessage("en", "last_admin"));
    expect((await call(ada, "PATCH", `/api/admin/users/${ada.id}`, { disabled: true })).status).toBe(409);

    expect((await call(ada, "PATCH", `/api/admin/users/${claire.id}`, { role: "admin" })).status).toBe(200);
    expect((await call(claire, "GET", "/api/admin/users")).status).toBe(200);
    expect((await call(ada, "PATCH", `/api/admin/users/${fatima.id}`, { plan: "premium" })).status).toBe(200);

    expect((await call(fatima, "GET", "/api/auth/me")).status).toBe(200);
    expect((await call(ada, "PATCH", `/api/admin/users/${fatima.id}`, { disabled: true })).status).toBe(200);
    const signedOut = await fatima.client.request("/api/account/profile");
    expect(signedOut.status).toBe(401);
    const refused = await signIn(world.api.client({ ip: "198.51.100.20" }), fatima.email);
    expect(refused.status).not.toBe(200);

    expect((await call(ada, "PATCH", `/api/admin/users/${fatima.id}`, { disabled: false })).status).toBe(200);
    expect((await signIn(world.api.client({ ip: "198.51.100.21" }), fatima.email)).status).toBe(200);

    const changes = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "user_access_changed")
      .where("target_id", "=", fatima.id)
      .orderBy("created_at")
      .execute();
    expect(changes.map((entry) => JSON.parse(entry.after_json ?? "{}"))).toEqual([
      { plan: "premium" },
      { disabled: true },
      { disabled: false },
    ]);
  });
});
