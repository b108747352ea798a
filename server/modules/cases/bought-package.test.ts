import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { InvoiceStatus } from "../../db/schema.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { boughtPackage } from "./bought-package.ts";

// Opening a plan starts from the package the client paid for, by the catalogue's id.
describe.each(testEngines)("the package a client bought, on %s", (engine) => {
  let database: FreshDatabase;
  let number = 0;

  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const invoice = (userId: string, packageId: string | null, status: InvoiceStatus, paidAt: string | null) =>
    database.db
      .insertInto("invoices")
      .values({
        id: crypto.randomUUID(),
        number: `2027-${String(++number).padStart(4, "0")}`,
        user_id: userId,
        email: `${userId}@example.com`,
        customer_name: userId,
        language: "en",
        package_id: packageId,
        lines_json: "[]",
        total_cents: 0,
        vat_cents: 0,
        status,
        issued_by: "admin",
        created_at: "2027-01-01T09:00:00.000Z",
        paid_at: paidAt,
      })
      .execute();

  it("is the package of the newest paid invoice that names one of the catalogue's", async () => {
    await invoice("amira", "essential-relocation", "paid", "2027-01-02T09:00:00.000Z");
    await invoice("amira", "family-premium", "paid", "2027-02-02T09:00:00.000Z");
    // Extra hours only, an unpaid and a refunded invoice, a package the catalogue no longer has: not what was bought.
    await invoice("amira", null, "paid", "2027-03-02T09:00:00.000Z");
    await invoice("amira", "executive-vip", "open", null);
    await invoice("amira", "enterprise-setup", "refunded", "2027-03-03T09:00:00.000Z");
    await invoice("amira", "gold", "paid", "2027-03-04T09:00:00.000Z");
    await invoice("bruno", "startup-launch", "paid", "2027-04-02T09:00:00.000Z");
    expect(await boughtPackage(database.db, "amira")).toBe("family-premium");
    expect(await boughtPackage(database.db, "bruno")).toBe("startup-launch");
  });

  it("is null for a client with no paid package", async () => {
    await invoice("amira", "executive-vip", "open", null);
    expect(await boughtPackage(database.db, "amira")).toBeNull();
    expect(await boughtPackage(database.db, "nobody")).toBeNull();
  });
});
