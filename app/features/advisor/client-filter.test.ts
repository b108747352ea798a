import { describe, expect, it } from "vitest";
import type { ClientRowView } from "../../../server/modules/cases/case-view.ts";
import { asClientFilter, filterClients, needsAttention, searchOf } from "./client-filter.ts";

const me = "00000000-0000-4000-8000-000000000001";
const other = "00000000-0000-4000-8000-000000000002";

function row(name: string, email: string, plan: Partial<NonNullable<ClientRowView["case"]>> | null): ClientRowView {
  return {
    clientId: `${name}-id`,
    name,
    email,
    language: "en",
    userPlan: "dfy",
    case:
      plan === null
        ? null
        : {
            id: `${name}-case`,
            name: `${name}'s plan`,
            phase: "planning",
            status: "active",
            advisor: { id: me, name: "Me", email: "me@example.com" },
            overdueTasks: 0,
            awaitingReview: 0,
            unreadMessages: 0,
            percent: 0,
            ...plan,
          },
  };
}

const quiet = row("Ada", "ada@example.com", {});
const noPlan = row("Bruno", "bruno@example.com", null);
const unassigned = row("Chloé", "chloe@example.com", { advisor: null });
const othersOverdue = row("Dmitri", "dmitri@example.com", {
  advisor: { id: other, name: "Other", email: "o@example.com" },
  overdueTasks: 2,
});
const mineToReview = row("Éloïse", "eloise@example.com", { awaitingReview: 1 });
const mineUnread = row("Farid", "farid@example.com", { unreadMessages: 3 });
const rows = [quiet, noPlan, unassigned, othersOverdue, mineToReview, mineUnread];
const names = (list: readonly ClientRowView[]) => list.map((client) => client.name);

describe("the advisor's client list filters", () => {
  it("needs attention: no plan, no advisor, overdue tasks, documents to review or unread messages", () => {
    expect(rows.filter(needsAttention).map((client) => client.name)).toEqual([
      "Bruno",
      "Chloé",
      "Dmitri",
      "Éloïse",
      "Farid",
    ]);
  });

  it("counts every filter and shows the chosen one, what needs attention first", () => {
    const { shown, counts } = filterClients(rows, "all", "", me);
    expect(counts).toEqual({ attention: 5, mine: 3, unassigned: 2, all: 6 });
    expect(names(shown)).toEqual(["Bruno", "Chloé", "Dmitri", "Éloïse", "Farid", "Ada"]);
    expect(names(filterClients(rows, "mine", "", me).shown)).toEqual(["Éloïse", "Farid", "Ada"]);
    expect(names(filterClients(rows, "unassigned", "", me).shown)).toEqual(["Bruno", "Chloé"]);
    expect(names(filterClients(rows, "mine", "", other).shown)).toEqual(["Dmitri"]);
  });

  it("searches names and addresses without case or accents, and counts within the search", () => {
    expect(names(filterClients(rows, "all", "ELOISE", me).shown)).toEqual(["Éloïse"]);
    expect(names(filterClients(rows, "all", "chloe@", me).shown)).toEqual(["Chloé"]);
    expect(filterClients(rows, "all", "bruno", me).counts).toEqual({ attention: 1, mine: 0, unassigned: 1, all: 1 });
    expect(filterClients(rows, "all", "nobody", me).shown).toEqual([]);
  });

  it("reads the address: an unknown filter is all, a search is trimmed and bounded", () => {
    expect(asClientFilter("mine")).toBe("mine");
    expect(asClientFilter("everyone")).toBe("all");
    expect(asClientFilter(null)).toBe("all");
    expect(searchOf("  ada  ")).toBe("ada");
    expect(searchOf("x".repeat(500))).toHaveLength(100);
  });
});
