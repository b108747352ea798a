import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startCommand } from "../../server/testing/start-command.ts";

const { env, flags } = startCommand();

// ADR 0049: on a machine with a lot of memory V8 sizes the young generation from its 4 GiB heap
// limit (128 MiB here), and the server's resident memory after load was mostly that and garbage.
describe("the production server's Node flags", () => {
  it("cap the young generation, as Node actually applies them", () => {
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

// ADR 0049, third, sixth and seventh addenda: glibc raises its mmap threshold to the size of each
// large block freed (up to 32 MiB), after which every buffer below that size comes from the heap,
// which keeps what it is given back, in holes between the blocks still in use. \`npm start\` fixes
// the threshold at 4 KiB, so buffers from that size up (React's 4 KiB views among them) are mapped
// on their own and returned when freed. The young generation's 8 MiB semi-spaces, the old
// generation's 25 % growth and no Sparkplug code trade ~12 % of an uncached page's throughput for
// ~25 MiB less right after a load (seventh addendum). The bench starts the server with the same
// environment and flags, which is where their effect is measured (not here: a probe's result
// depended on when V8's background threads freed the buffers).
describe("the production server's start command", () => {
  it("sets the allocator's threshold and the collector's sizes, and the bench reads them", () => {
    expect(env).toEqual({ NODE_ENV: "production", GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=4096" });
    expect(flags).toEqual(["--max-semi-space-size=8", "--heap-growing-percent=25", "--no-sparkplug"]);
  });
});
