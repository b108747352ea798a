import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startNodeFlags } from "../../scripts/bench/start-flags.ts";

// ADR 0049: on a machine with a lot of memory V8 sizes the young generation from its 4 GiB heap
// limit (128 MiB here), and the server's resident memory after load was mostly that and garbage.
describe("the production server's Node flags", () => {
  it("cap the young generation, as Node actually applies them", () => {
    const flags = startNodeFlags();
    const probe = `const v8 = require("node:v8");
const keep = [];
for (let i = 0; i < 2e6; i++) { const o = { i, s: "x" + i }; if (i % 10 === 0) keep.push(o); }
const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
process.stdout.write(String(space.space_size));`;
    const newSpace = Number(execFileSync(process.execPath, [...flags, "-e", probe], { encoding: "utf8" }));
    expect(newSpace).toBeGreaterThan(0);
    expect(newSpace).toBeLessThanOrEqual(32 * 1024 * 1024);
  });
});
