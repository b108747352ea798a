import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { letterTemplates } from "../../../content/letters/letter-templates.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { docxText } from "../../testing/docx-text.ts";
import { type AccountsApi, buildAccountsApi, type ErrorBody, registeredClient } from "../auth/accounts-test-kit.ts";
import { pdfText, spaced } from "../guide-pdf/pdf-test-kit.ts";

const samples = (id: string) =>
  Object.fromEntries(
    (letterTemplates.find((template) => template.id === id)?.fields ?? []).map((field) => [field.id, field.sample]),
  );

describe.each(testEngines)("filled letters (/api/letters) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function premium(email: string) {
    const client = await registeredClient(api, email);
    await api.deps.db.updateTable("users").set({ plan: "premium" }).where("email", "=", email).execute();
    return client;
  }

  it("a premium member downloads the filled accommodation certificate as PDF and .docx; both read back", async () => {
    const amira = await premium("amira@example.com");
    const values = { ...samples("accommodation-certificate"), hostName: "Claire Martin", fullName: "Amira Haddad" };
    const pdf = await amira.request("/api/letters/accommodation-certificate/pdf", { body: { values } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      'attachment; filename="passerelle-accommodation-certificate.pdf"',
    );
    const text = spaced(pdfText(new Uint8Array(await pdf.arrayBuffer())));
    expect(text).toContain("Attestation d'hébergement");
    expect(text).toContain("Je soussigné(e) Claire Martin");
    expect(text).toContain("Amira Haddad, né(e) le 21 mai 1994, de nationalité marocaine, depuis le 1 octobre 2026");
    // The reading aid, in the member's language (English here), dates the English way.
    expect(text).toContain("has lived at their home since October 1, 2026");

    const docx = await amira.request("/api/letters/accommodation-certificate/docx", { body: { values } });
    expect(docx.status).toBe(200);
    expect(docx.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const words = docxText(new Uint8Array(await docx.arrayBuffer()));
    expect(words).toContain("Je soussigné(e) Claire Martin");
    expect(words).toContain("Code pénal, article 441-7");
  });

  it("every letter prints and reads back in Arabic with its legal references", async () => {
    const amira = await premium("amira@example.com");
    const arabic = api.client({ language: "ar" });
    for (const [name, value] of amira.jar) arabic.jar.set(name, value);
    for (const template of letterTemplates) {
      const pdf = await arabic.request(`/api/letters/${template.id}/pdf`, { body: { values: samples(template.id) } });
      expect(pdf.status, template.id).toBe(200);
      const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text, template.id).toContain("مساعدة على القراءة");
      for (const reference of template.references) expect(text, template.id).toContain(reference.label.split(",")[0]);
    }
  });

  it("refuses a missing field, a false date and an unknown letter or format, each with its message", async () => {
    const amira = await premium("amira@example.com");
    const values = { ...samples("iban-refusal"), iban: "", refusedOn: "2026-02-30" };
    const refused = await amira.json<ErrorBody>("/api/letters/iban-refusal/pdf", { body: { values } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: "iban", message: apiMessage("en", "letter_field_required") },
        { field: "refusedOn", message: apiMessage("en", "letter_date_invalid") },
      ]),
    );
    expect((await amira.json<ErrorBody>("/api/letters/green-card/pdf", { body: { values } })).status).toBe(404);
    const format = await amira.json<ErrorBody>("/api/letters/iban-refusal/odt", {
      body: { values: samples("iban-refusal") },
    });
    expect(format.status).toBe(400);
    expect(format.body.error.message).toBe(apiMessage("en", "letter_format_invalid"));
  });

  it("signed out: 401; a free member: 403 (the page shows them the preview)", async () => {
    const body = { values: samples("account-opening") };
    expect((await api.client().request("/api/letters/account-opening/pdf", { body })).status).toBe(401);
    const free = await registeredClient(api, "karim@example.com");
    const answer = await free.json<ErrorBody>("/api/letters/account-opening/pdf", { body });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("forbidden");
  });
});
