import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { visaCatalogue, visaSlugAliases } from "../visas/visa-catalogue.ts";
import { sameRouteAs, visaRouteGroups } from "../visas/visa-routes.ts";
import {
  checklistVisaOf,
  isChecklistVisa,
  selfServiceChecklist,
  selfServiceItemKeys,
} from "./self-service-checklist-for-visa.ts";

/**
 * The checklist's visa picker lists each route once (content/visas/visa-routes.ts), and
 * a slug it no longer lists — stored in a checklist, carried by a link — still gives its route's
 * checklist, ticks included.
 */
const arrival = "2027-09-01";
const today = "2027-01-10";

describe("the checklist's visa routes", () => {
  it.each(supportedLanguages)(
    "has a checklist for every entry of the picker in %s, and the picker lists each once",
    (language) => {
      const values = visaRouteGroups(language).flatMap((group) => group.options.map((option) => option.value));
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) {
        expect(checklistVisaOf(value), value).toBe(value);
        expect(selfServiceItemKeys(value).length, value).toBeGreaterThan(10);
      }
    },
  );

  it("reads every page of the catalogue and every old URL as an entry of the picker", () => {
    const listed = new Set(visaRouteGroups("en").flatMap((group) => group.options.map((option) => option.value)));
    for (const slug of [...visaCatalogue.map((visa) => visa.slug), ...Object.keys(visaSlugAliases)]) {
      expect(isChecklistVisa(slug), slug).toBe(true);
      expect(listed.has(checklistVisaOf(slug) ?? ""), slug).toBe(true);
    }
    expect(checklistVisaOf("tourist-visa")).toBeNull();
    expect(checklistVisaOf("constructor")).toBeNull();
  });

  it.each(Object.entries(sameRouteAs))(
    "gives %s the checklist of its route %s, with the same ticks kept",
    (alias, route) => {
      const ticked = selfServiceItemKeys(route).slice(0, 2);
      const viaAlias = selfServiceChecklist(alias, arrival, today, ticked, "fr");
      const direct = selfServiceChecklist(route, arrival, today, ticked, "fr");
      expect(viaAlias).toEqual(direct);
      expect(viaAlias.visa).toBe(route);
      expect(viaAlias.summary.done).toBe(2);
      expect(selfServiceItemKeys(alias)).toEqual(selfServiceItemKeys(route));
    },
  );
});
