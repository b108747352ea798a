import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type CasesWorld, casesWorld, type ErrorBody } from "../cases/cases-test-kit.ts";
import { planFor } from "../messages/messages-test-kit.ts";
import type { NotificationView } from "./list-notifications.ts";

type Notifications = { unread: number; notifications: NotificationView[] } & ErrorBody;

describe.each(testEngines)("notifications and their e-mail preference on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("lists the person's own notifications, newest first, in the request's language, and marks them read", async () => {
    const { amira, bruno, claire } = world;
    const caseId = await planFor(world.db, amira, { advisor: claire });
    const brunoCase = await planFor(world.db, bruno, { advisor: claire });
    for (const text of ["First", "Second", "Third"]) {
      const sent = await claire.client.json(`/api/cases/${caseId}/messages`, { body: { body: text } });
      expect(sent.status).toBe(201);
    }
    await claire.client.json(`/api/cases/${brunoCase}/messages`, { body: { body: "For Bruno" } });

    const listed = await amira.client.json<Notifications>("/api/notifications", {
      headers: { "accept-language": "fr" },
    });
    expect(listed.status).toBe(200);
    expect(listed.response.headers.get("cache-control")).toBe("no-store");
    expect(listed.body.unread).toBe(3);
    expect(listed.body.notifications.map((n) => n.text)).toEqual([
      "Nouveau message de Claire Martin",
      "Nouveau message de Claire Martin",
      "Nouveau message de Claire Martin",
    ]);
    expect(listed.body.notifications.every((n) => n.planId === caseId)).toBe(true);
    const times = listed.body.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // Someone else's id is ignored as unknown; one of hers is read.
    const brunos = (await bruno.client.json<Notifications>("/api/notifications")).body.notifications;
    const [newest] = listed.body.notifications;
    const one = await amira.client.json<{ marked: number; unread: number }>("/api/notifications/read", {
      body: { ids: [newest?.id, brunos[0]?.id] },
    });
    expect(one.body).toEqual({ marked: 1, unread: 2 });
    expect((await bruno.client.json<Notifications>("/api/notifications")).body.unread).toBe(1);

    // No body: all of them.
    const all = await amira.client.json<{ marked: number; unread: number }>("/api/notifications/read", {
      method: "POST",
    });
    expect(all.body).toEqual({ marked: 2, unread: 0 });
    const after = await amira.client.json<Notifications>("/api/notifications");
    expect(after.body.notifications.every((n) => n.readAt !== null)).toBe(true);

    const refused = await amira.client.json<ErrorBody>("/api/notifications/read", { body: { ids: ["nope"] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(apiMessage("en", "notification_ids_invalid"));
  });

  it("keeps the e-mail rhythm per person: at once by default, daily when chosen; anything else is refused", async () => {
    const { amira, bruno } = world;
    const path = "/api/account/notification-preferences";
    const initial = await amira.client.json<{ emailFrequency: string }>(path);
    expect(initial.status).toBe(200);
    expect(initial.response.headers.get("cache-control")).toBe("no-store");
    expect(initial.body).toEqual({ emailFrequency: "immediate" });

    const saved = await amira.client.json(path, { method: "PUT", body: { emailFrequency: "daily" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ emailFrequency: "daily" });
    expect((await amira.client.json(path)).body).toEqual({ emailFrequency: "daily" });
    expect((await bruno.client.json(path)).body).toEqual({ emailFrequency: "immediate" });

    for (const body of [{ emailFrequency: "weekly" }, {}, { emailFrequency: 1 }]) {
      const refused = await amira.client.json<ErrorBody>(path, {
        method: "PUT",
        body,
        headers: { "accept-language": "fr" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(apiMessage("fr", "notification_frequency_invalid"));
    }
    expect((await amira.client.json(path)).body).toEqual({ emailFrequency: "daily" });

    const visitor = world.api.client();
    expect((await visitor.request(path)).status).toBe(401);
    expect((await visitor.request("/api/notifications")).status).toBe(401);
    expect((await visitor.request(path, { method: "PUT", body: { emailFrequency: "daily" } })).status).toBe(401);
  });
});
