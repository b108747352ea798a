import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { caseNotificationLine, formatDueDate } from "../../../content/emails/case-notification-lines.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type CasesWorld, casesWorld, type Person } from "../cases/cases-test-kit.ts";
import { documentLinkPath } from "../cases/document-notifications.ts";
import { planFor, taskFor } from "../messages/messages-test-kit.ts";
import { dispatchNotifications } from "./dispatch-notifications.ts";
import { startNotificationClock } from "./notification-clock.ts";
import { notify } from "./notify.ts";
import { addDays, parisDay } from "./paris-clock.ts";
import { remindTasksDueSoon } from "./remind-tasks-due-soon.ts";

/** The moment it is `hhmm` in Paris on `day` (winter or summer time, whichever holds that day). */
function inParis(day: string, hhmm: string): Date {
  for (const offset of ["+01:00", "+02:00"]) {
    const moment = new Date(`${day}T${hhmm}:00${offset}`);
    const shown = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(moment);
    if (parisDay(moment) === day && shown === hhmm) return moment;
  }
  throw new Error(`no ${hhmm} on ${day} in Paris`);
}

describe.each(testEngines)("case notification e-mails on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const outboxTo = (person: Person) =>
    world.db
      .selectFrom("outbox")
      .select(["template", "language", "subject", "text_body", "html_body", "category", "user_id", "dedupe_key"])
      .where("to_address", "=", person.email)
      .where("template", "in", ["case-notification", "case-digest"])
      .orderBy("created_at")
      .execute();
  const deps = () => ({ db: world.db, siteUrl: world.api.deps.siteUrl, outbox: { nudge: () => {} } });

  it("a team message is e-mailed at once to the client, in their language, with a link and without its text", async () => {
    const { amira, claire } = world;
    await world.db.updateTable("users").set({ language: "fr" }).where("id", "=", amira.id).execute();
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const sent = await claire.client.json<{ message: { id: string } }>(`/api/cases/${caseId}/messages`, {
      body: { body: "Your appointment is confirmed for Tuesday." },
    });
    expect(sent.status).toBe(201);

    const mails = await outboxTo(amira);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      template: "case-notification",
      language: "fr",
      subject: "Nouveau message de Claire Martin",
      category: "transactional",
      user_id: amira.id,
    });
    expect(mail?.text_body).toContain(
      `http://localhost:3000/dashboard/messages?lang=fr#message-${sent.body.message.id}`,
    );
    expect(mail?.text_body).toContain("http://localhost:3000/profile?lang=fr#notifications");
    expect(mail?.text_body).not.toContain("Tuesday");
    expect(mail?.html_body).not.toContain("Tuesday");
    // The request's dispatch queued it; the clock's finds nothing left to send.
    expect(world.api.nudges.count).toBeGreaterThan(0);
    expect(await dispatchNotifications(deps())).toEqual({ immediate: 0, digests: 0 });
    expect(await outboxTo(amira)).toHaveLength(1);
    const marked = await world.db.selectFrom("case_notifications").select("emailed_at").execute();
    expect(marked.every((row) => row.emailed_at !== null)).toBe(true);
  });

  it("the clock e-mails what a request left behind (the process stopped before its dispatch)", async () => {
    const { amira, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    await notify(world.db, {
      userId: amira.id,
      planId: caseId,
      kind: "document_requested",
      subject: "Proof of address",
      linkPath: documentLinkPath(crypto.randomUUID()),
    });
    const nudges = { count: 0 };
    const clock = startNotificationClock({
      ...deps(),
      outbox: { nudge: () => void nudges.count++ },
      logger: world.api.deps.logger,
    });
    // Its first round starts at once; stop() waits for it to finish.
    await clock.stop();
    expect((await outboxTo(amira)).map((mail) => mail.subject)).toEqual(["A document was requested: Proof of address"]);
    expect(nudges.count).toBe(1);
  });

  it("says how a review went, with the advisor's feedback when changes are needed", async () => {
    const { amira, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const at = new Date().toISOString();
    const documents = { rejected: crypto.randomUUID(), approved: crypto.randomUUID() };
    for (const [status, id] of Object.entries(documents)) {
      await world.db
        .insertInto("document_requests")
        .values({
          id,
          plan_id: caseId,
          template_key: null,
          title: status === "rejected" ? "Passport scan" : "Birth certificate",
          description: null,
          requirements: null,
          priority: "high",
          status: status as "rejected" | "approved",
          feedback: status === "rejected" ? "The scan is blurry: scan it again in colour." : null,
          due_date: null,
          reviewed_by: claire.id,
          reviewed_at: at,
          created_by: claire.id,
          requested_at: at,
          updated_at: at,
        })
        .execute();
      await notify(world.db, {
        userId: amira.id,
        planId: caseId,
        kind: "document_reviewed",
        subject: status === "rejected" ? "Passport scan" : "Birth certificate",
        linkPath: documentLinkPath(id),
      });
    }
    expect(await dispatchNotifications(deps())).toEqual({ immediate: 2, digests: 0 });
    const mails = await outboxTo(amira);
    const rejected = mails.find((mail) => mail.subject.includes("Passport scan"));
    const approved = mails.find((mail) => mail.subject.includes("Birth certificate"));
    expect(rejected?.subject).toBe("Your document was reviewed: Passport scan — needs changes");
    expect(rejected?.text_body).toContain("What to change: The scan is blurry: scan it again in colour.");
    expect(rejected?.text_body).toContain(
      `http://localhost:3000/dashboard/documents?lang=en#doc-${documents.rejected}`,
    );
    expect(approved?.subject).toBe("Your document was reviewed: Birth certificate — approved");
    expect(approved?.text_body).not.toContain("What to change");
  });

  it("a daily preference: nothing at once, one digest from 08:00 in Paris listing both items, never twice a day", async () => {
    const { amira, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const saved = await amira.client.json("/api/account/notification-preferences", {
      method: "PUT",
      body: { emailFrequency: "daily" },
    });
    expect(saved.status).toBe(200);

    const sent = await claire.client.json<{ message: { id: string } }>(`/api/cases/${caseId}/messages`, {
      body: { body: "Please book your OFII appointment." },
    });
    expect(sent.status).toBe(201);
    expect(await outboxTo(amira)).toEqual([]);

    const tomorrow = addDays(parisDay(new Date()), 1);
    const due = addDays(tomorrow, 2);
    await taskFor(world.db, caseId, claire, { title: "Book the OFII appointment", dueDate: due });
    expect(await remindTasksDueSoon(world.db, inParis(tomorrow, "06:00"))).toBe(1);

    expect(await dispatchNotifications(deps(), inParis(tomorrow, "07:59"))).toEqual({ immediate: 0, digests: 0 });
    expect(await outboxTo(amira)).toEqual([]);

    expect(await dispatchNotifications(deps(), inParis(tomorrow, "08:00"))).toEqual({ immediate: 0, digests: 1 });
    const [digest, ...others] = await outboxTo(amira);
    expect(others).toEqual([]);
    expect(digest).toMatchObject({
      template: "case-digest",
      subject: "Your Passerelle summary: 2 updates",
      category: "transactional",
      dedupe_key: `case-digest:${amira.id}:${tomorrow}`,
    });
    const message = caseNotificationLine("en", { kind: "message", sender: "Claire Martin" });
    const task = `Task due soon: Book the OFII appointment on ${formatDueDate("en", due)}`;
    expect(digest?.text_body).toContain(`1. ${message}`);
    expect(digest?.text_body).toContain(`2. ${task}`);
    expect(digest?.text_body).toContain(
      `http://localhost:3000/dashboard/messages?lang=en#message-${sent.body.message.id}`,
    );
    expect(digest?.text_body).not.toContain("Please book");

    // Later the same day, even with something new: no second digest; the new item waits for tomorrow's.
    await claire.client.json(`/api/cases/${caseId}/messages`, { body: { body: "Any news?" } });
    for (const time of ["08:00", "08:30", "23:59"]) {
      expect(await dispatchNotifications(deps(), inParis(tomorrow, time))).toEqual({ immediate: 0, digests: 0 });
    }
    expect(await outboxTo(amira)).toHaveLength(1);
    const dayAfter = addDays(tomorrow, 1);
    expect(await dispatchNotifications(deps(), inParis(dayAfter, "09:15"))).toEqual({ immediate: 0, digests: 1 });
    const digests = await outboxTo(amira);
    expect(digests.map((mail) => mail.subject)).toEqual([
      "Your Passerelle summary: 2 updates",
      "Your Passerelle summary: 1 update",
    ]);
    expect(await dispatchNotifications(deps(), inParis(dayAfter, "10:00"))).toEqual({ immediate: 0, digests: 0 });
  });

  it("reminds the client once of each unfinished task due within two days", async () => {
    const { amira, claire, bruno } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const inactiveCase = await planFor(world.db, bruno, { advisor: claire });
    await world.db.updateTable("relocation_plans").set({ status: "inactive" }).where("id", "=", inactiveCase).execute();
    const now = inParis(addDays(parisDay(new Date()), 1), "09:00");
    const today = parisDay(now);
    const dueSoon = await taskFor(world.db, caseId, claire, {
      title: "Open a bank account",
      dueDate: addDays(today, 2),
    });
    const dueToday = await taskFor(world.db, caseId, claire, {
      title: "Sign the lease",
      dueDate: today,
      status: "in_progress",
    });
    await taskFor(world.db, caseId, claire, { title: "Later", dueDate: addDays(today, 3) });
    await taskFor(world.db, caseId, claire, { title: "Overdue", dueDate: addDays(today, -1) });
    await taskFor(world.db, caseId, claire, { title: "Done", dueDate: today, status: "completed" });
    await taskFor(world.db, caseId, claire, { title: "No date", dueDate: null });
    await taskFor(world.db, inactiveCase, claire, { title: "Paused case", dueDate: today });

    expect(await remindTasksDueSoon(world.db, now)).toBe(2);
    expect(await remindTasksDueSoon(world.db, now)).toBe(0);
    expect(await remindTasksDueSoon(world.db, new Date(now.getTime() + 3_600_000))).toBe(0);

    const notifications = await world.db
      .selectFrom("case_notifications")
      .select(["user_id", "kind", "subject", "link_path"])
      .orderBy("subject")
      .execute();
    expect(notifications).toEqual([
      {
        user_id: amira.id,
        kind: "task_due",
        subject: "Open a bank account",
        link_path: `/dashboard/tasks#task-${dueSoon}`,
      },
      {
        user_id: amira.id,
        kind: "task_due",
        subject: "Sign the lease",
        link_path: `/dashboard/tasks#task-${dueToday}`,
      },
    ]);

    expect(await dispatchNotifications(deps(), now)).toEqual({ immediate: 2, digests: 0 });
    const subjects = (await outboxTo(amira)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      `Task due soon: Open a bank account on ${formatDueDate("en", addDays(today, 2))}`,
      `Task due soon: Sign the lease on ${formatDueDate("en", today)}`,
    ]);
  });
});
