import { describe, expect, it } from "vitest";
import { canMoveOrder, type OrderStatus, orderStatuses, withinGuarantee } from "./orders.ts";

const dayMs = 24 * 60 * 60 * 1000;

describe("order states (core/orders.ts)", () => {
  it("moves an order forward only: created → paid/failed/expired, failed → paid/expired, paid → refunded", () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      ["created→paid", "created→failed", "created→expired", "failed→paid", "failed→expired", "paid→refunded"].sort(),
    );
  });

  it("never lets a late or replayed event undo a payment or a refund", () => {
    const settled: OrderStatus[] = ["paid", "refunded"];
    for (const from of settled) {
      for (const late of ["created", "failed", "expired"] as const) expect(canMoveOrder(from, late)).toBe(false);
    }
    expect(canMoveOrder("refunded", "paid")).toBe(false);
    expect(canMoveOrder("expired", "paid")).toBe(false);
    // Nothing moves to where it already is: a replay is not a move.
    for (const status of orderStatuses) expect(canMoveOrder(status, status)).toBe(false);
  });
});

describe("money-back guarantee window (withinGuarantee)", () => {
  const paidAt = "2026-03-01T10:00:00.000Z";
  const paid = new Date(paidAt).getTime();

  it("runs from the payment for the guarantee's days, the last instant included", () => {
    expect(withinGuarantee(paidAt, 7, new Date(paid))).toBe(true);
    expect(withinGuarantee(paidAt, 7, new Date(paid + 7 * dayMs))).toBe(true);
    expect(withinGuarantee(paidAt, 7, new Date(paid + 7 * dayMs + 1))).toBe(false);
    expect(withinGuarantee(paidAt, 30, new Date(paid + 29 * dayMs))).toBe(true);
    expect(withinGuarantee(paidAt, 30, new Date(paid + 31 * dayMs))).toBe(false);
  });

  it("counts in real elapsed time, across a daylight-saving change in Paris", () => {
    // 29 March 2026: clocks go forward in France; 30 days later is still exactly 30 × 24 h.
    const beforeChange = "2026-03-28T12:00:00.000Z";
    const start = new Date(beforeChange).getTime();
    expect(withinGuarantee(beforeChange, 30, new Date(start + 30 * dayMs))).toBe(true);
    expect(withinGuarantee(beforeChange, 30, new Date(start + 30 * dayMs + 1000))).toBe(false);
  });
});
