import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { alarmTrigger, type Calendar, type CalendarEvent, toICalendar } from "./icalendar.ts";

const stamp = new Date("2026-05-31T21:59:07.123Z");

const frenchDescription =
  "Déposez la demande de renouvellement sur le site de l’ANEF au moins deux mois avant l’échéance : " +
  "pièce d’identité, justificatif de domicile, photos, attestation de l’employeur et récépissé déjà reçu. 🇫🇷";

// A text with every character TEXT escaping must handle; an unescaped "\\n" would come back as a newline.
const trickySummary = "Préfecture; guichet B, salle 2 \\ dossier C:\\new\nApporter le passeport";

const events: CalendarEvent[] = [
  {
    uid: "permit-tricky@passerelle",
    day: "2026-06-15",
    summary: trickySummary,
    // URI values keep ; and , as they are: they are not TEXT.
    url: "https://passerelle.example/permits/1?a=1,2;b=3",
  },
  {
    uid: "permit-arabic@passerelle",
    day: "2026-09-01",
    summary: "آخر يوم لتقديم طلب تجديد بطاقة الإقامة متعددة السنوات في المحافظة",
    description: "لا تنسَ إحضار جواز السفر، وإثبات السكن، والصور الشمسية، وشهادة صاحب العمل.",
  },
  {
    uid: "permit-french@passerelle",
    day: "2026-12-20",
    lastDay: "2026-12-31",
    summary: "Fenêtre de dépôt : renouvellement du titre de séjour",
    description: frenchDescription,
    url: "https://passerelle.example/fr/titre-de-sejour",
    alarmDaysBefore: [7],
  },
  {
    uid: "permit-leap@passerelle",
    day: "2028-02-29",
    summary: "Leap-day deadline",
    alarmDaysBefore: [30, 7, 0],
  },
  { uid: "permit-new-year-eve@passerelle", day: "2026-12-31", summary: "New Year's Eve deadline" },
];

const calendar: Calendar = {
  productId: "-//Passerelle//Permit calendar//EN",
  name: "Passerelle — échéances",
  events,
  stamp,
};

function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

function eventByUid(root: ICAL.Component, uid: string): ICAL.Component {
  const found = root.getAllSubcomponents("vevent").find((event) => event.getFirstPropertyValue("uid") === uid);
  if (found === undefined) throw new Error(`no VEVENT ${uid}`);
  return found;
}

function dateOf(event: ICAL.Component, property: string): { day: string; isDate: boolean } {
  const time = event.getFirstPropertyValue(property) as ICAL.Time;
  return { day: time.toString(), isDate: time.isDate };
}

describe("toICalendar", () => {
  const text = toICalendar(calendar);
  const root = parse(text);

  it("writes the calendar's header", () => {
    expect(root.name).toBe("vcalendar");
    expect(root.getFirstPropertyValue("version")).toBe("2.0");
    expect(root.getFirstPropertyValue("prodid")).toBe("-//Passerelle//Permit calendar//EN");
    expect(root.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(root.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(root.getFirstPropertyValue("name")).toBe("Passerelle — échéances");
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("Passerelle — échéances");
  });

  it("round-trips every event's uid, summary, stamp and description", () => {
    const vevents = root.getAllSubcomponents("vevent");
    expect(vevents.map((event) => event.getFirstPropertyValue("uid"))).toEqual(events.map((event) => event.uid));
    expect(vevents.map((event) => event.getFirstPropertyValue("summary"))).toEqual(
      events.map((event) => event.summary),
    );
    for (const event of vevents) {
      expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toString()).toBe("2026-05-31T21:59:07Z");
    }
    expect(eventByUid(root, "permit-tricky@passerelle").getFirstPropertyValue("summary")).toBe(trickySummary);
    // Unfolded, the escaped line itself.
    expect(text.replaceAll("\r\n ", "")).toContain(
      "\r\nSUMMARY:Préfecture\\; guichet B\\, salle 2 \\\\ dossier C:\\\\new\\nApporter le passeport\r\n",
    );
    expect(eventByUid(root, "permit-arabic@passerelle").getFirstPropertyValue("description")).toBe(
      events[1]!.description,
    );
    expect(eventByUid(root, "permit-leap@passerelle").getFirstPropertyValue("description")).toBeNull();
  });

  it("puts the URL in URL and after the description", () => {
    const tricky = eventByUid(root, "permit-tricky@passerelle");
    expect(tricky.getFirstPropertyValue("url")).toBe("https://passerelle.example/permits/1?a=1,2;b=3");
    expect(tricky.getFirstPropertyValue("description")).toBe("https://passerelle.example/permits/1?a=1,2;b=3");
    const french = eventByUid(root, "permit-french@passerelle");
    expect(french.getFirstPropertyValue("url")).toBe("https://passerelle.example/fr/titre-de-sejour");
    expect(french.getFirstPropertyValue("description")).toBe(
      `${frenchDescription}\n\nhttps://passerelle.example/fr/titre-de-sejour`,
    );
    expect(eventByUid(root, "permit-arabic@passerelle").getFirstPropertyValue("url")).toBeNull();
  });

  it("writes all-day dates with an exclusive end", () => {
    const expected: Record<string, [string, string]> = {
      "permit-tricky@passerelle": ["2026-06-15", "2026-06-16"],
      "permit-arabic@passerelle": ["2026-09-01", "2026-09-02"],
      "permit-french@passerelle": ["2026-12-20", "2027-01-01"],
      "permit-leap@passerelle": ["2028-02-29", "2028-03-01"],
      "permit-new-year-eve@passerelle": ["2026-12-31", "2027-01-01"],
    };
    for (const [uid, [start, end]] of Object.entries(expected)) {
      const event = eventByUid(root, uid);
      expect(dateOf(event, "dtstart"), uid).toEqual({ day: start, isDate: true });
      expect(dateOf(event, "dtend"), uid).toEqual({ day: end, isDate: true });
    }
  });

  it("writes one display alarm per day count", () => {
    const alarms = (uid: string) =>
      eventByUid(root, uid)
        .getAllSubcomponents("valarm")
        .map((alarm) => ({
          action: alarm.getFirstPropertyValue("action"),
          description: alarm.getFirstPropertyValue("description"),
          trigger: (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds(),
        }));
    // N days before the all-day start (midnight), at 09:00: -N days + 9 hours.
    const day = 24 * 3600;
    const nine = 9 * 3600;
    expect(alarms("permit-leap@passerelle")).toEqual([
      { action: "DISPLAY", description: "Leap-day deadline", trigger: -30 * day + nine },
      { action: "DISPLAY", description: "Leap-day deadline", trigger: -7 * day + nine },
      { action: "DISPLAY", description: "Leap-day deadline", trigger: nine },
    ]);
    expect(alarms("permit-french@passerelle").map((alarm) => alarm.trigger)).toEqual([-7 * day + nine]);
    expect(alarms("permit-tricky@passerelle")).toEqual([]);
    expect(text).toContain("\r\nTRIGGER:-P29DT15H\r\n");
    expect(text).toContain("\r\nTRIGGER:PT9H\r\n");
  });

  it("ends every line with CRLF and folds at 75 octets without cutting a character", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
    // Cut the bytes, not the string, so a fold inside a UTF-8 sequence would fail to decode.
    const bytes = new TextEncoder().encode(text);
    const strict = new TextDecoder("utf-8", { fatal: true });
    let start = 0;
    for (let index = 0; index < bytes.length - 1; index++) {
      if (bytes[index] === 0x0d && bytes[index + 1] === 0x0a) {
        const line = bytes.subarray(start, index);
        expect(line.length).toBeLessThanOrEqual(75);
        expect(() => strict.decode(line)).not.toThrow();
        start = index + 2;
      }
    }
    expect(start).toBe(bytes.length);
    // The long French and Arabic texts were indeed folded, and folds fill lines up to the limit.
    const continued = lines.filter((line) => line.startsWith(" "));
    expect(continued.length).toBeGreaterThanOrEqual(4);
    expect(lines.some((line) => new TextEncoder().encode(line).length >= 73)).toBe(true);
  });

  it("writes this exact text for a one-event calendar", () => {
    const tiny = toICalendar({
      productId: "-//Passerelle//Test//EN",
      name: "Test",
      stamp: new Date("2026-01-02T03:04:05Z"),
      events: [
        {
          uid: "permit-1-renewal-last-day@passerelle",
          day: "2026-03-31",
          summary: "Last day, renewal; \\ of the permit",
          description: "Two lines:\nthe second one is long enough to be folded by the writer at octet 75.",
          url: "https://passerelle.example/p/1",
          alarmDaysBefore: [7],
        },
      ],
    });
    expect(tiny).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Passerelle//Test//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "NAME:Test",
        "X-WR-CALNAME:Test",
        "BEGIN:VEVENT",
        "UID:permit-1-renewal-last-day@passerelle",
        "DTSTAMP:20260102T030405Z",
        "DTSTART;VALUE=DATE:20260331",
        "DTEND;VALUE=DATE:20260401",
        "SUMMARY:Last day\\, renewal\\; \\\\ of the permit",
        "DESCRIPTION:Two lines:\\nthe second one is long enough to be folded by the w",
        " riter at octet 75.\\n\\nhttps://passerelle.example/p/1",
        "URL:https://passerelle.example/p/1",
        "TRANSP:TRANSPARENT",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:Last day\\, renewal\\; \\\\ of the permit",
        "TRIGGER:-P6DT15H",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("rejects what only a programming error would pass", () => {
    const one = (event: Partial<CalendarEvent>) =>
      toICalendar({ ...calendar, events: [{ uid: "u@passerelle", day: "2026-06-15", summary: "S", ...event }] });
    expect(() => one({})).not.toThrow();
    expect(() => one({ day: "2026-02-30" })).toThrow(/2026-02-30/);
    expect(() => one({ day: "2027-02-29" })).toThrow(/not a calendar day/);
    expect(() => one({ day: "2026-6-15" })).toThrow(/not a calendar day/);
    expect(() => one({ day: "2026-06-15T00:00:00Z" })).toThrow(/not a calendar day/);
    expect(() => one({ lastDay: "2026-06-31" })).toThrow(/not a calendar day/);
    expect(() => one({ lastDay: "2026-06-14" })).toThrow(/before day/);
    expect(() => one({ lastDay: "2026-06-15" })).not.toThrow();
    expect(() => one({ uid: "" })).toThrow(/uid must not be empty/);
    expect(() => one({ summary: " " })).toThrow(/summary .* must not be empty/);
    expect(() => one({ url: "javascript:alert(1)" })).toThrow(/not an absolute http\(s\) URL/);
    expect(() => one({ url: "/fr/titre-de-sejour" })).toThrow(/not an absolute http\(s\) URL/);
    expect(() => one({ url: "ftp://passerelle.example/" })).toThrow(/not an absolute http\(s\) URL/);
    expect(() => one({ url: "http://passerelle.example/" })).not.toThrow();
    expect(() => one({ alarmDaysBefore: [-1] })).toThrow(/alarm/);
    expect(() => one({ alarmDaysBefore: [1.5] })).toThrow(/alarm/);
    expect(() => toICalendar({ ...calendar, events: [events[0]!, events[0]!] })).toThrow(/duplicate uid/);
    expect(() => toICalendar({ ...calendar, stamp: new Date("not a date") })).toThrow(/stamp/);
  });
});

describe("alarm triggers: 09:00 on the day N days before an all-day event", () => {
  it.each([
    [0, "PT9H"],
    [1, "-PT15H"],
    [7, "-P6DT15H"],
    [90, "-P89DT15H"],
  ])("%i days before → %s, which ical.js reads as -N days + 9 hours", (days, trigger) => {
    expect(alarmTrigger(days)).toBe(trigger);
    expect(ICAL.Duration.fromString(trigger).toSeconds()).toBe(-days * 24 * 3600 + 9 * 3600);
  });
});
