import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { CaseView, DocumentView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody, type Person } from "./cases-test-kit.ts";

type DocumentAnswer = { document: { id: string; status: string } } & ErrorBody;

describe.each(testEngines)("cases: document requests and reviews (/api/cases/:id/documents) on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let caseId: string;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
    caseId = await world.openPlan();
  });
  afterEach(async () => {
    await database.dispose();
  });

  const documentOf = async (viewer: Person, documentId: string): Promise<DocumentView> => {
    const seen: CaseView = await world.caseOf(viewer, caseId);
    const found = seen.documents.find((document) => document.id === documentId);
    if (!found) throw new Error(`document ${documentId} not in the case`);
    return found;
  };
  const event = (by: Person, documentId: string, body: Record<string, unknown>) =>
    by.client.json<DocumentAnswer>(`/api/cases/${caseId}/documents/${documentId}/events`, { body });

  it("requests a document from a template, frozen in the client's language, and notifies the client", async () => {
    const { amira, claire, db } = world;
    await db.updateTable("users").set({ language: "fr" }).where("id", "=", amira.id).execute();
    const documentId = await world.requestDocument(caseId, {
      title: undefined,
      templateKey: "passport-scan",
      required: true,
    });

    const seen = await documentOf(amira, documentId);
    expect(seen).toMatchObject({
      templateKey: "passport-scan",
      title: "Passeport",
      status: "required",
      priority: "high",
      feedback: null,
      files: [],
      events: ["upload"],
    });
    expect(seen.description).toMatch(/^Un scan de la page d'identité/);
    expect(seen.requirements).toMatchObject({ formats: ["pdf", "jpg", "png"], maxMegabytes: 10 });
    expect((await documentOf(claire, documentId)).events).toEqual(["upload", "withdraw"]);

    const notifications = await db.selectFrom("case_notifications").selectAll().execute();
    expect(notifications).toEqual([
      expect.objectContaining({
        user_id: amira.id,
        plan_id: caseId,
        kind: "document_requested",
        subject: "Passeport",
        link_path: `/dashboard/documents#doc-${documentId}`,
      }),
    ]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "document_requested")
      .execute();
    expect(audit).toEqual([{ action: "document_requested", target_id: documentId }]);
    expect((await world.caseOf(amira, caseId)).activity[0]).toMatchObject({
      kind: "document_requested",
      subject: "Passeport",
    });
  });

  it("checks a request field by field, and refuses it to the client", async () => {
    const { amira, claire } = world;
    const post = (body: Record<string, unknown>, by: Person = claire) =>
      by.client.json<ErrorBody>(`/api/cases/${caseId}/documents`, { body });
    const unknownTemplate = await post({ templateKey: "moon-rock" });
    expect(unknownTemplate.status).toBe(400);
    expect(unknownTemplate.body.error.fields).toEqual([
      { field: "templateKey", message: apiMessage("en", "document_template_invalid") },
    ]);
    const untitled = await post({ priority: "high" });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.fields).toEqual([
      { field: "title", message: apiMessage("en", "document_title_required") },
    ]);
    const badDate = await post({ title: "Lease", dueDate: "soon" });
    expect(badDate.body.error.fields).toEqual([
      { field: "dueDate", message: apiMessage("en", "document_due_invalid") },
    ]);
    const byClient = await post({ title: "My own request" }, amira);
    expect(byClient.status).toBe(403);
    expect(await world.db.selectFrom("document_requests").selectAll().execute()).toEqual([]);
  });

  it("reviews along the document machine: the client cannot review (403), impossible moves are 409, feedback is shown until approval", async () => {
    const { amira, claire, db } = world;
    const documentId = await world.requestDocument(caseId);

    // Nothing uploaded yet: nothing to send, nothing to review.
    const early = await event(amira, documentId, { event: "submit" });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(apiMessage("en", "document_transition_refused", { status: "requested" }));
    expect((await event(claire, documentId, { event: "approve" })).status).toBe(409);

    // The team uploads on the client's behalf here (the upload itself has its own suite).
    await db.updateTable("document_requests").set({ status: "uploaded" }).where("id", "=", documentId).execute();
    for (const name of ["approve", "reject", "start_review", "expire", "withdraw"]) {
      const refused = await event(amira, documentId, { event: name, feedback: "Looks fine" });
      expect(refused.status, name).toBe(403);
      expect(refused.body.error.message).toBe(apiMessage("en", "document_role_refused"));
    }
    const noFeedback = await event(claire, documentId, { event: "reject" });
    expect(noFeedback.status).toBe(400);
    expect(noFeedback.body.error.fields).toEqual([
      { field: "feedback", message: apiMessage("en", "feedback_required") },
    ]);
    const unknownEvent = await event(claire, documentId, { event: "upload" });
    expect(unknownEvent.status).toBe(400);

    expect((await event(amira, documentId, { event: "submit" })).body.document).toEqual({
      id: documentId,
      status: "submitted",
    });
    expect((await event(claire, documentId, { event: "start_review" })).body.document.status).toBe("under_review");
    const rejected = await event(claire, documentId, {
      event: "reject",
      feedback: "The photo page is cut off at the bottom.",
    });
    expect(rejected.body.document.status).toBe("rejected");
    expect(await documentOf(amira, documentId)).toMatchObject({
      status: "rejected",
      feedback: "The photo page is cut off at the bottom.",
      events: ["upload"],
    });
    expect((await event(claire, documentId, { event: "approve" })).status).toBe(409);

    await db.updateTable("document_requests").set({ status: "uploaded" }).where("id", "=", documentId).execute();
    // Two reviewers at once: one approval applies.
    const both = await Promise.all([
      event(claire, documentId, { event: "approve" }),
      event(world.ada, documentId, { event: "approve" }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const approved = await documentOf(amira, documentId);
    expect(approved).toMatchObject({ status: "approved", feedback: null, events: [] });
    expect(approved.reviewedAt).not.toBeNull();
    expect((await world.caseOf(amira, caseId)).progress).toMatchObject({
      documentsApproved: 1,
      documentsOpen: 1,
      percent: 100,
    });

    const reviews = await db
      .selectFrom("case_notifications")
      .select(["kind", "subject"])
      .where("kind", "=", "document_reviewed")
      .execute();
    expect(reviews).toEqual([
      { kind: "document_reviewed", subject: "Birth certificate" },
      { kind: "document_reviewed", subject: "Birth certificate" },
    ]);
    const feed = (await world.caseOf(amira, caseId)).activity.map((entry) => entry.kind);
    expect(feed).toEqual(
      expect.arrayContaining([
        "document_submitted",
        "document_review_started",
        "document_rejected",
        "document_approved",
      ]),
    );
    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "document_rejected").execute();
    expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({
      status: "rejected",
      feedback: "The photo page is cut off at the bottom.",
    });

    // Unknown ids and another case's document are not found.
    const brunoCase = await world.openPlan(claire, world.bruno);
    const brunoDocument = await world.requestDocument(brunoCase);
    for (const id of [crypto.randomUUID(), brunoDocument, "x"]) {
      const answer = await event(claire, id, { event: "withdraw" });
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.message).toBe(apiMessage("en", "document_not_found"));
    }
  });
});
