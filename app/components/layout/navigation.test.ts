import { describe, expect, it } from "vitest";
import { isGroupActive, isPathActive, navGroups } from "./navigation.ts";

const group = (id: string) => navGroups.find((g) => g.id === id)!;

describe("menu highlighting", () => {
  it("highlights Visa types on the overview and on every visa page", () => {
    expect(isGroupActive(group("visas"), "/visa")).toBe(true);
    expect(isGroupActive(group("visas"), "/visa/salarie")).toBe(true);
  });
  it("does not treat a longer word as the same path", () => {
    expect(isPathActive("/visas-old", "/visa")).toBe(false);
    expect(isGroupActive(group("visas"), "/pricing")).toBe(false);
  });
  it("highlights Cities on a city guide and Resources on the blog", () => {
    expect(isGroupActive(group("cities"), "/lyon-digital-nomads")).toBe(true);
    expect(isGroupActive(group("resources"), "/blog/some-post")).toBe(true);
  });
  it("highlights Tools on the tools page and on each calculator", () => {
    expect(isGroupActive(group("tools"), "/tools")).toBe(true);
    expect(isGroupActive(group("tools"), "/tools/budget")).toBe(true);
    expect(isGroupActive(group("tools"), "/pricing")).toBe(false);
  });
});
