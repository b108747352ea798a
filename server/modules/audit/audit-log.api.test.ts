import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type CasesWorld, casesWorld, type ErrorBody, type Person } from "../cases/cases-test-kit.ts";
import { recordAudit } from "./record-audit.ts";

type Entry = {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  targetName: string | null;
  createdAt: string;
  actor: { id: string; name: string | null };
};
type Page = { entries: Entry[]; older: string | null; newer: string | null };

/**
 * GET /api/admin/audit (ADR 0044): the audit log filtered by action, actor, target and Paris
 * calendar days, 50 entries a page, newest first, paged by cursors that stay right on both engines
 * (entries sharing a timestamp included); a bad filter is a translated 400, never a 500.
 */
describe.each(testEngines)("the audit log API (GET /api/admin/audit) on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const audit = (who: Person, query = "", language = "en") =>
    who.client.json<Page & ErrorBody>(`/api/admin/audit${query}`, { headers: { "accept-language": language } });

  /** `count` entries, one a minute from `start`, and every third sharing the previous one's time. */
  async function fill(count: number, start = Date.parse("2026-11-01T10:00:00.000Z")) {
    for (let index = 0; index < count; index += 1) {
      const minute = index - Math.floor(index / 3);
      await recordAudit(
        world.db,
        {
          actorId: index % 2 === 0 ? world.ada.id : world.claire.id,
          action: index % 4 === 0 ? "faq_item_updated" : "consultation_status_changed",
          targetType: index % 4 === 0 ? "faq_item" : "consultation_request",
          targetId: `target-${index}`,
          before: { status: "new" },
          after: { status: "contacted" },
        },
        new Date(start + minute * 60_000),
      );
    }
  }

  const isNewestFirst = (entries: Entry[]) =>
    entries.every(
      (entry, index) =>
        index === 0 || `${entries[index - 1]?.createdAt}_${entries[index - 1]?.id}` > `${entry.createdAt}_${entry.id}`,
    );

  it("pages through 120 entries 50 at a time, newest first, and back to newer ones, seeing each once", async () => {
    await fill(120);
    const first = await audit(world.ada);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.newer).toBeNull();
    expect(first.body.older).not.toBeNull();
    const second = await audit(world.ada, `?before=${first.body.older}`);
    expect(second.body.entries).toHaveLength(50);
    const third = await audit(world.ada, `?before=${second.body.older}`);
    expect(third.body.entries).toHaveLength(20);
    expect(third.body.older).toBeNull();

    const all = [...first.body.entries, ...second.body.entries, ...third.body.entries];
    expect(new Set(all.map((entry) => entry.targetId)).size).toBe(120);
    expect(isNewestFirst(all)).toBe(true);
    expect(all[0]?.targetId).toBe("target-119");
    expect(all.at(-1)?.targetId).toBe("target-0");

    // Back from the last page: the same second page, then the first, which has nothing newer.
    const back = await audit(world.ada, `?after=${third.body.newer}`);
    expect(back.body.entries.map((entry) => entry.id)).toEqual(second.body.entries.map((entry) => entry.id));
    const top = await audit(world.ada, `?after=${back.body.newer}`);
    expect(top.body.entries.map((entry) => entry.id)).toEqual(first.body.entries.map((entry) => entry.id));
    expect(top.body.newer).toBeNull();

    // An entry written meanwhile moves nothing on the pages already reached.
    await fill(1, Date.parse("2026-11-30T10:00:00.000Z"));
    const again = await audit(world.ada, `?before=${first.body.older}`);
    expect(again.body.entries.map((entry) => entry.id)).toEqual(second.body.entries.map((entry) => entry.id));
  });

  it("filters by action, actor, kind of target and Paris calendar days, the filters combined", async () => {
    await fill(12);
    const byAction = await audit(world.ada, "?action=faq_item_updated");
    expect(byAction.body.entries.map((entry) => entry.targetId).sort()).toEqual(["target-0", "target-4", "target-8"]);
    const byActor = await audit(world.ada, `?actor=${world.claire.id}`);
    expect(byActor.body.entries).toHaveLength(6);
    expect(byActor.body.entries.every((entry) => entry.actor.name === "Claire Martin")).toBe(true);
    const byTarget = await audit(world.ada, "?targetType=consultation_request");
    expect(byTarget.body.entries).toHaveLength(9);
    const combined = await audit(world.ada, `?targetType=consultation_request&actor=${world.ada.id}`);
    expect(combined.body.entries.map((entry) => entry.targetId).sort()).toEqual(["target-10", "target-2", "target-6"]);
    const none = await audit(world.ada, `?action=blog_post_deleted`);
    expect(none.body).toMatchObject({ entries: [], older: null, newer: null });

    // 23:30 UTC on 28 March 2026 is already 29 March in Paris (UTC+1 that night); 22:30 UTC on
    // 29 March is 00:30 on the 30th (UTC+2 since the clocks changed at 02:00).
    for (const at of ["2026-03-28T22:30:00.000Z", "2026-03-28T23:30:00.000Z", "2026-03-29T22:30:00.000Z"]) {
      await recordAudit(
        world.db,
        { actorId: world.ada.id, action: "email_retried", targetType: "outbox", targetId: at },
        new Date(at),
      );
    }
    const day = async (query: string) =>
      (await audit(world.ada, `?action=email_retried${query}`)).body.entries.map((entry) => entry.targetId);
    expect(await day("&from=2026-03-29&to=2026-03-29")).toEqual(["2026-03-28T23:30:00.000Z"]);
    expect(await day("&to=2026-03-28")).toEqual(["2026-03-28T22:30:00.000Z"]);
    expect(await day("&from=2026-03-30")).toEqual(["2026-03-29T22:30:00.000Z"]);
  });

  it("names each entry's target as it is called today: the account whose access changed", async () => {
    const changed = await world.ada.client.json(`/api/admin/users/${world.fatima.id}`, {
      method: "PATCH",
      body: { role: "advisor" },
    });
    expect(changed.status).toBe(200);
    const page = await audit(world.ada, "?action=user_access_changed");
    expect(page.body.entries).toEqual([
      expect.objectContaining({
        targetType: "user",
        targetId: world.fatima.id,
        targetName: "Fatima Free",
        actor: expect.objectContaining({ name: "Ada Admin" }),
      }),
    ]);
  });

  it("refuses a bad filter with a 400 in the caller's language, never a 500", async () => {
    await fill(3);
    const bad: [query: string, key: string][] = [
      ["?action=dropped_the_database", "admin_audit_action_invalid"],
      ["?targetType=planet", "admin_audit_target_invalid"],
      ["?from=2026-13-45", "admin_audit_date_invalid"],
      ["?to=2026-02-30", "admin_audit_date_invalid"],
      ["?from=24/11/2026", "admin_audit_date_invalid"],
      ["?from=2026-11-25&to=2026-11-24", "admin_audit_date_range_invalid"],
      ["?before=yesterday", "admin_audit_page_invalid"],
      ["?before=2026-11-01T10:00:00.000Z_x&after=2026-11-01T10:00:00.000Z_y", "admin_audit_page_invalid"],
      [`?actor=${"x".repeat(101)}`, "admin_audit_reference_invalid"],
      ["?actor=%00", "null_character"],
      ["?targetId=a%20b", "admin_audit_reference_invalid"],
    ];
    for (const [query, key] of bad) {
      for (const language of ["en", "fr"] as const) {
        const answer = await audit(world.ada, query, language);
        expect(answer.status, query).toBe(400);
        expect(answer.body.error.message, query).toBe(apiMessage(language, key));
      }
    }
    expect(apiMessage("fr", "admin_audit_date_range_invalid")).not.toBe(
      apiMessage("en", "admin_audit_date_range_invalid"),
    );
  });

  it("answers 200 or 400 to odd values in every filter, never a 500", async () => {
    await fill(3);
    const odd = [
      "%00",
      "%E2%80%AE",
      "%F0%9F%98%80",
      "x".repeat(5000),
      "1e309",
      "-1",
      "null",
      "__proto__",
      "2026-11-24T",
      "'%20OR%201=1--",
    ];
    for (const field of ["action", "actor", "targetType", "targetId", "from", "to", "before", "after"]) {
      for (const value of odd) {
        const answer = await audit(world.ada, `?${field}=${value}`);
        expect([200, 400], `${field}=${value.slice(0, 20)}`).toContain(answer.status);
      }
      const twice = await audit(world.ada, `?${field}=a&${field}=b`);
      expect([200, 400], `${field} twice`).toContain(twice.status);
    }
  });

  it("answers 401 to visitors and 403 to advisors and members, filters or not", async () => {
    const visitor = world.api.client({ ip: "198.51.100.9" });
    for (const query of ["", "?action=faq_item_updated&from=2026-11-01"]) {
      expect((await visitor.request(`/api/admin/audit${query}`)).status).toBe(401);
      for (const person of [world.claire, world.fatima]) {
        expect((await audit(person, query)).status).toBe(403);
      }
    }
  });
});
