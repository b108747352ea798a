import { PassThrough } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { renderDeadline } from "./render-deadline.server.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server.ts";

/**
 * Timers pending in this process: a released deadline must not be one of them. Test files share
 * their worker (ADR 0096), so another file's timer may end while a test waits: counts are compared
 * only across moments with no wait between them.
 */
const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("renderDeadline", () => {
  it("leaves no pending timer once the page's stream has been written whole", async () => {
    const before = pendingTimers();
    let expired = false;
    const deadline = renderDeadline(60_000, () => {
      expired = true;
    });
    expect(pendingTimers()).toBe(before + 1);
    // The stream a page is piped into (entry.server.tsx): React writes it, then ends it.
    const body = scriptsAfterFirstPaint("N0nce==");
    deadline.releaseWhenDone(body);
    body.resume();
    body.end("<!DOCTYPE html><html><body>page</body></html>");
    await new Promise((resolve) => body.once("finish", resolve));
    // The 60 s timer (and the render it would hold) is gone now, not in a minute.
    expect(pendingTimers()).toBe(before);
    expect(expired).toBe(false);
  });

  it("is released when the visitor leaves before the page is written", async () => {
    const before = pendingTimers();
    let expired = false;
    const body = new PassThrough();
    renderDeadline(40, () => {
      expired = true;
    }).releaseWhenDone(body);
    const closed = new Promise((resolve) => body.once("close", resolve));
    body.destroy();
    await closed;
    expect(pendingTimers()).toBe(before);
    // Past the deadline, it has not run.
    await sleep(80);
    expect(expired).toBe(false);
  });

  it("aborts a render whose stream is still open at the deadline", async () => {
    let expired = false;
    const body = new PassThrough();
    renderDeadline(20, () => {
      expired = true;
    }).releaseWhenDone(body);
    body.write("<!DOCTYPE html><html><body>shell");
    await sleep(60);
    expect(expired).toBe(true);
    body.destroy();
  });

  it("can be released directly, as when the shell fails", async () => {
    const before = pendingTimers();
    let expired = false;
    renderDeadline(20, () => {
      expired = true;
    }).release();
    expect(pendingTimers()).toBe(before);
    await sleep(60);
    expect(expired).toBe(false);
  });
});
