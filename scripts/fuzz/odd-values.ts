import type { Random } from "./random.ts";

/** Field names our forms and APIs (and better-auth's) read; any endpoint may get any of them. */
export const fieldNames = [
  "email",
  "password",
  "currentPassword",
  "newPassword",
  // Every new password is typed twice (sign-up, reset, and choosing one's password: ADR 0065).
  "confirmPassword",
  "name",
  "token",
  "redirectTo",
  "callbackURL",
  "language",
  "lang",
  "consent",
  "analytics",
  "intent",
  "answers",
  "message",
  "nationality",
  "targetCountry",
  "profession",
  "newsletter",
  "applicationType",
  "country",
  "phone",
  "plan",
  "role",
  "userId",
  "id",
  "rememberMe",
  "emailVerified",
  "source",
  // The self-service checklist (/api/checklist and the /dashboard forms).
  "visaSlug",
  "targetArrival",
  "done",
  "item",
  "shown",
  "ticked",
  // The analytics beacon ({ name }) and the admin dashboard's period (?days=).
  "days",
  // The back office (ADR 0038): consultation status, notes and replies, filters, FAQ items,
  // account access and site settings.
  "status",
  "body",
  "search",
  "in",
  "question",
  "answer",
  "category",
  "position",
  "published",
  "disabled",
  "TEAM_EMAIL",
  "rating",
  "clientsHelped",
  // The assistant: a conversation's title, an answer's feedback ("question" is above).
  "title",
  "feedback",
  // The audit log's filters and page cursors (GET /api/admin/audit, /admin/audit).
  "action",
  "actor",
  "targetType",
  "from",
  "to",
  "before",
  "after",
  // The detailed assessment (POST /api/eligibility): a sample of its profile's fields.
  "purpose",
  "age",
  "secondNationality",
  "diploma",
  "contractType",
  "contractMonths",
  "annualGrossSalaryEur",
  "monthlyResourcesEur",
  "familySize",
  "children",
  "investmentEur",
  "residentSponsorMonths",
  "plannedStart",
  "shortageOccupation",
] as const;

/** Targets a redirect must never leave the site for (the classic open-redirect bypasses). */
export const redirectTargets = [
  "//evil.example",
  "//evil.example/",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "https://x",
  "https://evil.example/path",
  "http:evil.example",
  "https:/evil.example",
  "///evil.example",
  "/.//evil.example",
  "%2f%2fevil.example",
  "/%2f%2fevil.example",
  "/%2F%2Fevil.example",
  "/%5cevil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/%E3%80%80/evil.example",
  "/..//evil.example",
  "/profile",
  "/",
  "",
  " ",
  "?",
  "#",
  "/%zz",
  `/${"a".repeat(5000)}`,
];

const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** Strings that have broken parsers, validators, databases and renderers before. */
export const oddStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b@example.test",
  "\u202Eevil.example\u202C",
  "\u200F\u0645\u0631\u062D\u0628\u0627 \u0628\u0643",
  "👩‍👩‍👧‍👦🇫🇷🏳️‍🌈",
  "\uD800",
  "\uFEFFbom",
  "Z̷̡̧̛͎̲̤a̶l̸g̵o",
  "ǅǆǇ ß İ ı ﬃ",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "\r\nX-Injected: 1",
  "a@b",
  "fuzz@example.test",
  "Fuzz@Example.TEST ",
  `${"a".repeat(300)}@example.test`,
  "user@xn--80ak6aa92e.com",
  "user@пример.рф",
  "12345678",
  "correct horse battery staple",
  "NaN",
  "null",
  "undefined",
  "true",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "fr",
  "ar",
  "xx-YY",
  // Plausible checklist values, so some requests pass validation and reach the database.
  "checklist-plan",
  "checklist-tick",
  "checklist-save",
  "salarie",
  "check-passport",
  "2027-06-01",
  "2027-02-30",
];

/** JSON bodies of every shape but the expected one. */
export function oddJsonDocuments(random: Random): string[] {
  return [
    "[]",
    "null",
    "0",
    "-0",
    "1e400",
    '"just a string"',
    "true",
    "{}",
    '[{"email":"fuzz@example.test"}]',
    deep(2000),
    `${'{"a":'.repeat(2000)}1${"}".repeat(2000)}`,
    '{"__proto__":{"isAdmin":true,"role":"admin"}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"email":"a@example.test","email":{"$ne":null}}',
    `{"email":"${"\\u0000".repeat(50)}"}`,
    `{"name":"${"é".repeat(20000)}"}`,
    `{${Array.from({ length: 4000 }, (_, i) => `"k${i}":${i}`).join(",")}}`,
    `{"email":${JSON.stringify(random.pick(oddStrings))},"password":${JSON.stringify(random.pick(oddStrings))}}`,
    `{"answers":${JSON.stringify(Array.from({ length: 500 }, () => random.pick(oddStrings)))}}`,
    `{"redirectTo":${JSON.stringify(random.pick(redirectTargets))},"callbackURL":${JSON.stringify(random.pick(redirectTargets))}}`,
    // The analytics beacon's one valid body, so the fuzz reaches its recording path too.
    '{"name":"wizard_started"}',
  ];
}

export const brokenJson = [
  "{",
  '{"email":',
  "{'email':'a@example.test'}",
  '{"email":"a@example.test",}',
  '{"email":"unterminated}',
  "NaN",
  "undefined",
  '{"a":1}{"b":2}',
  '\uFEFF{"email":"a@example.test"}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  "{\u0000}",
  "[1,2,3",
  "// comment\n{}",
];

/** A value for a field: mostly odd, sometimes plausible (so validation passes and deeper code runs). */
export function oddValue(random: Random): unknown {
  switch (random.int(8)) {
    case 0:
      return random.pick([null, 0, -1, 1.5, 2 ** 53 + 1, true, false]);
    case 1:
      return random.pick([[], {}, [random.pick(oddStrings)], { nested: { deeper: random.pick(oddStrings) } }]);
    case 2:
      return random.pick(redirectTargets);
    case 3:
      return "x".repeat(random.pick([256, 5000, 30_000]));
    case 4:
      return `fuzz+${random.int(1e9)}@example.test`;
    default:
      return random.pick(oddStrings);
  }
}

/** A path segment standing in for a `:param` or a `*` tail. */
export function oddSegment(random: Random): string {
  return random.pick([
    `fuzz-${random.int(1e6)}`,
    percentEncode(random.pick(oddStrings)) || "%20",
    "%00",
    "..",
    "%2e%2e",
    "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "a".repeat(2000),
    "%E2%80%AE",
    "%F0%9F%98%80",
    "%zz",
    "%",
    "index.html",
    "x;y=z",
    "x/y/z",
  ]);
}

/** encodeURIComponent, but for any string (a lone surrogate becomes the bytes Node would send). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}
