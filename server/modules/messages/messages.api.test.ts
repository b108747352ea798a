import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { MessageView } from "../cases/case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody, type Person } from "../cases/cases-test-kit.ts";
import type { NotificationView } from "../notifications/list-notifications.ts";
import { planFor, uploadedFile } from "./messages-test-kit.ts";

type Thread = { messages: MessageView[]; unread: number } & ErrorBody;
type Sent = { message: MessageView } & ErrorBody;
type Notifications = { unread: number; notifications: NotificationView[] };

describe.each(testEngines)("case messages on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const send = (by: Person, caseId: string, body: unknown) =>
    by.client.json<Sent>(`/api/cases/${caseId}/messages`, { body });
  const thread = (by: Person, caseId: string, query = "") =>
    by.client.json<Thread>(`/api/cases/${caseId}/messages${query}`);
  const read = (by: Person, caseId: string) =>
    by.client.json<{ unread: number } & ErrorBody>(`/api/cases/${caseId}/messages/read`, { method: "POST" });
  const notifications = (by: Person) => by.client.json<Notifications>("/api/notifications");

  it("the client and the team write, list and read: each side counts what the other wrote", async () => {
    const { amira, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });

    const first = await send(amira, caseId, { body: "Bonjour, which translation do you need?" });
    expect(first.status).toBe(201);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.body.message).toMatchObject({
      body: "Bonjour, which translation do you need?",
      author: { id: amira.id, name: "Amira Haddad", isTeam: false, isViewer: true },
      attachments: [],
    });

    const seenByClaire = await thread(claire, caseId);
    expect(seenByClaire.status).toBe(200);
    expect(seenByClaire.response.headers.get("cache-control")).toBe("no-store");
    expect(seenByClaire.body.unread).toBe(1);
    expect(seenByClaire.body.messages.map((message) => message.author)).toEqual([
      { id: amira.id, name: "Amira Haddad", isTeam: false, isViewer: false },
    ]);
    expect((await thread(amira, caseId)).body.unread).toBe(0);

    const reply = await send(claire, caseId, { body: "A sworn translation of the birth certificate." });
    expect(reply.status).toBe(201);
    expect(reply.body.message.author).toEqual({ id: claire.id, name: "Claire Martin", isTeam: true, isViewer: true });

    const seenByAmira = await thread(amira, caseId);
    expect(seenByAmira.body.messages.map((message) => message.body)).toEqual([
      "Bonjour, which translation do you need?",
      "A sworn translation of the birth certificate.",
    ]);
    expect(seenByAmira.body.messages.map((message) => message.author.isTeam)).toEqual([false, true]);
    expect(seenByAmira.body.unread).toBe(1);
    expect((await thread(claire, caseId)).body.unread).toBe(1);

    // Reading moves only the reader's own mark.
    expect((await read(claire, caseId)).body).toEqual({ unread: 0 });
    expect((await thread(claire, caseId)).body.unread).toBe(0);
    expect((await thread(amira, caseId)).body.unread).toBe(1);
    expect((await read(amira, caseId)).body).toEqual({ unread: 0 });

    // Each message is in the feed; only the team's is in the audit log, and neither copies the text.
    const activity = await world.db
      .selectFrom("case_activity")
      .select(["kind", "actor_user_id", "subject"])
      .where("plan_id", "=", caseId)
      .orderBy("created_at")
      .execute();
    expect(activity).toEqual([
      { kind: "message_sent", actor_user_id: amira.id, subject: null },
      { kind: "message_sent", actor_user_id: claire.id, subject: null },
    ]);
    const audit = await world.db.selectFrom("audit_log").select(["actor_user_id", "action", "after_json"]).execute();
    expect(audit).toEqual([{ actor_user_id: claire.id, action: "message_sent", after_json: '{"attachments":0}' }]);
  });

  it("each message notifies the other side, with a link to it; reading the thread reads them", async () => {
    const { amira, claire, marc, ada } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire, contact: marc });

    const question = await send(amira, caseId, { body: "Is my passport photo fine?" });
    const forClaire = (await notifications(claire)).body;
    expect(forClaire.unread).toBe(1);
    expect(forClaire.notifications).toEqual([
      expect.objectContaining({
        kind: "message",
        planId: caseId,
        subject: "Amira Haddad",
        text: "New message from Amira Haddad",
        linkPath: `/advisor/cases/${caseId}/messages#message-${question.body.message.id}`,
        readAt: null,
      }),
    ]);
    expect((await notifications(marc)).body.unread).toBe(1);
    // The administrator is not disturbed while the case has its own team; the author is never notified.
    expect((await notifications(ada)).body.unread).toBe(0);
    expect((await notifications(amira)).body.unread).toBe(0);

    const answer = await send(claire, caseId, { body: "Yes, it is." });
    const forAmira = (await notifications(amira)).body;
    expect(forAmira.notifications).toEqual([
      expect.objectContaining({
        kind: "message",
        text: "New message from Claire Martin",
        linkPath: `/dashboard/messages#message-${answer.body.message.id}`,
      }),
    ]);
    // Marc, the contact, is not notified of his colleague's message to the client.
    expect((await notifications(marc)).body.unread).toBe(1);

    await read(amira, caseId);
    expect((await notifications(amira)).body.unread).toBe(0);
    expect((await notifications(claire)).body.unread).toBe(1);
  });

  it("a case awaiting assignment: the client's message reaches every administrator", async () => {
    const { amira, claire, marc, ada } = world;
    const caseId = await planFor(world.db, amira);
    const second = await world.person("grace@passerelle.example", "Grace Admin", { role: "admin" });

    expect((await send(amira, caseId, { body: "Hello?" })).status).toBe(201);
    expect((await notifications(ada)).body.unread).toBe(1);
    expect((await notifications(second)).body.unread).toBe(1);
    expect((await notifications(claire)).body.unread).toBe(0);
    expect((await notifications(marc)).body.unread).toBe(0);

    // Any advisor may pick up an unassigned case, and their answer reaches the client.
    expect((await send(marc, caseId, { body: "I am looking at your case." })).status).toBe(201);
    expect((await notifications(amira)).body.notifications[0]?.text).toBe("New message from Marc Dubois");
  });

  it("pages go back from the newest, oldest first within a page", async () => {
    const { amira, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    for (const text of ["one", "two", "three"]) expect((await send(amira, caseId, { body: text })).status).toBe(201);

    const newest = await thread(claire, caseId, "?limit=2");
    expect(newest.body.messages.map((message) => message.body)).toEqual(["two", "three"]);
    const before = newest.body.messages[0]?.id;
    const earlier = await thread(claire, caseId, `?limit=2&before=${before}`);
    expect(earlier.body.messages.map((message) => message.body)).toEqual(["one"]);

    for (const query of ["?limit=0", "?limit=101", "?limit=two"]) {
      const refused = await thread(claire, caseId, query);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(apiMessage("en", "message_limit_invalid"));
    }
    for (const cursor of ["not-an-id", crypto.randomUUID()]) {
      const refused = await thread(claire, caseId, `?before=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(apiMessage("en", "message_cursor_invalid"));
    }
  });

  it("another client, an advisor of another case and a random id all get the same 404; signed out is 401", async () => {
    const { amira, bruno, claire, marc } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    await send(amira, caseId, { body: "Private question" });

    const notFound = apiMessage("en", "case_not_found");
    for (const stranger of [bruno, marc]) {
      for (const target of [caseId, crypto.randomUUID(), "not-a-case"]) {
        const listed = await thread(stranger, target);
        const sent = await send(stranger, target, { body: "Hello" });
        const marked = await read(stranger, target);
        for (const answer of [listed, sent, marked]) {
          expect(answer.status).toBe(404);
          expect(answer.body.error).toEqual({ code: "not_found", message: notFound });
        }
      }
    }
    // Nothing was written, read or notified by them.
    expect(await world.db.selectFrom("case_messages").select("author_user_id").execute()).toEqual([
      { author_user_id: amira.id },
    ]);
    expect(await world.db.selectFrom("case_message_reads").selectAll().execute()).toEqual([]);

    const visitor = world.api.client();
    expect((await visitor.request(`/api/cases/${caseId}/messages`)).status).toBe(401);
    expect((await visitor.request(`/api/cases/${caseId}/messages`, { body: { body: "Hi" } })).status).toBe(401);
  });

  it("attaches the sender's own files of this case once; any other file refuses the whole message", async () => {
    const { amira, bruno, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const otherCase = await planFor(world.db, bruno, { advisor: claire });

    const mine = await uploadedFile(world.db, caseId, amira, { name: "payslip.pdf" });
    const sent = await send(amira, caseId, { body: "My payslip", attachmentIds: [mine] });
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachments).toEqual([
      expect.objectContaining({
        id: mine,
        name: "payslip.pdf",
        downloadPath: `/api/cases/${caseId}/files/${mine}`,
        uploadedBy: { name: "Amira Haddad", isTeam: false },
      }),
    ]);
    const seenByClaire = await thread(claire, caseId);
    expect(seenByClaire.body.messages[0]?.attachments.map((file) => file.id)).toEqual([mine]);

    const document = crypto.randomUUID();
    const refusedFiles = {
      "already attached": mine,
      "of another case": await uploadedFile(world.db, otherCase, bruno),
      "uploaded by someone else": await uploadedFile(world.db, caseId, claire),
      "a document's file": await uploadedFile(world.db, caseId, amira, { documentRequestId: document }),
      unknown: crypto.randomUUID(),
    };
    const fresh = await uploadedFile(world.db, caseId, amira);
    for (const [why, fileId] of Object.entries(refusedFiles)) {
      const refused = await send(amira, caseId, { body: "See attached", attachmentIds: [fresh, fileId] });
      expect(refused.status, why).toBe(400);
      expect(refused.body.error.message).toBe(apiMessage("en", "attachment_invalid"));
      expect(refused.body.error.fields).toEqual([
        { field: "attachmentIds", message: apiMessage("en", "attachment_invalid") },
      ]);
    }
    // Nothing of the refused messages stays: no message, and the good file is still free.
    expect((await thread(amira, caseId)).body.messages).toHaveLength(1);
    const freeAgain = await world.db.selectFrom("case_files").select("message_id").where("id", "=", fresh).execute();
    expect(freeAgain).toEqual([{ message_id: null }]);
    expect((await send(amira, caseId, { body: "", attachmentIds: [fresh] })).status).toBe(201);
  });

  it("refuses an empty or too long message and more than five attachments, in the reader's language", async () => {
    const { amira, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const cases: [unknown, string][] = [
      [{ body: "   " }, "message_required"],
      [{ body: "x".repeat(5001) }, "message_too_long"],
      [{ body: "Files", attachmentIds: Array.from({ length: 6 }, () => crypto.randomUUID()) }, "attachments_too_many"],
      [{ body: "Files", attachmentIds: ["not-an-id"] }, "attachment_invalid"],
    ];
    for (const [body, key] of cases) {
      const refused = await amira.client.json<ErrorBody>(`/api/cases/${caseId}/messages`, {
        body,
        headers: { "accept-language": "fr" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(apiMessage("fr", key));
    }
    expect(await world.db.selectFrom("case_messages").select("id").execute()).toEqual([]);
  });
});
