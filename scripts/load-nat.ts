// `node scripts/load-nat.ts` (Node 24; `npx node scripts/load-nat.ts` where the machine's Node is
// older): the load-test note of ADR 0018. It starts the real API in its own process
// (server/testing/api-process.ts, default limits, a throw-away SQLite file) on 127.0.0.1, then
//  1. 30 people behind one address (every request comes from 127.0.0.1, as behind an office's NAT)
//     each run the wizard, send the consultation form and leave their e-mail, all at once;
//  2. one client floods the consultation form with one e-mail address;
//  3. one client floods the e-mail capture with a new address each time.
// It prints what each phase got back and exits 1 if anyone of the 30 was refused or a flood was not.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "passerelle-load-nat-"));
const server = spawn(process.execPath, [join(root, "server/testing/api-process.ts")], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: `file:${join(dataDir, "load.sqlite")}`,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const base = await new Promise<string>((resolve, reject) => {
  server.stdout?.on("data", (chunk: Buffer) => {
    const port = /listening (\d+)/.exec(chunk.toString())?.[1];
    if (port) resolve(`http://127.0.0.1:${port}`);
  });
  server.once("exit", (code) => reject(new Error(`the API process exited early (${code})`)));
});

type Answer = { status: number; retryAfter: string | null; message?: string };
async function post(path: string, body: unknown, language = "en"): Promise<Answer> {
  const response = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { error?: { message: string } };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), message: json.error?.message };
}

const consultation = (email: string) => ({
  name: "Nadia",
  email,
  timeZone: "Africa/Casablanca",
  countryOfOrigin: "ma",
  applicationType: "individual",
  message: "We are thinking of moving to Lyon next year: what are our options?",
  language: "en",
});

/** Status counts, e.g. "201 ×30" or "201 ×5, 429 ×95". */
function tally(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} ×${count}`).join(", ");
}

let failed = false;
try {
  console.log(`API on ${base} with its default limits; every request below comes from 127.0.0.1.\n`);

  // 1. The crowd: 30 people, all at the same time, each going through the three steps in order.
  const started = performance.now();
  const people = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const email = `person${i + 1}@office.example`;
      const wizard = await post("/assessments", {
        country: ["IN", "MA", "BR", "US", "NG"][i % 5],
        profession: "tech",
        income: "over_6k",
        sessionId: `session_${Date.now()}_nat${i}`,
      });
      return {
        wizard,
        consultation: await post("/consultation-request", consultation(email)),
        capture: await post("/email-capture", { email }),
      };
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`1. 30 people behind one address, all at once (${seconds} s):`);
  for (const step of ["wizard", "consultation", "capture"] as const) {
    const answers = people.map((person) => person[step]);
    console.log(`   ${step.padEnd(12)} ${tally(answers)}`);
    if (answers.some((answer) => answer.status !== 201)) failed = true;
  }

  // 2. One client sends the consultation form 100 times with one e-mail address (the 7th in French).
  const sameAddress: Answer[] = [];
  for (let i = 0; i < 100; i++) {
    sameAddress.push(await post("/consultation-request", consultation("flood@example.com"), i === 6 ? "fr" : "en"));
  }
  const byEmail = sameAddress.filter(
    (answer) => answer.message?.includes("e-mail") || answer.message?.includes("email"),
  );
  const byConnection = sameAddress.filter((answer) => answer.status === 429 && !byEmail.includes(answer));
  console.log("\n2. One client, consultation form, one e-mail address, 100 times:");
  console.log(`   ${tally(sameAddress)}`);
  console.log(`   refused for the e-mail address: ${byEmail.length}, then for the connection: ${byConnection.length}`);
  console.log("   (the 30 requests of phase 1 and the refused ones count in the connection's minute too)");
  const [english, french] = [byEmail.find((a) => !a.message?.includes("Trop")), sameAddress[6]];
  console.log(`   Retry-After: ${english?.retryAfter} s`);
  console.log(`   en: ${english?.message}`);
  console.log(`   fr: ${french?.message}`);
  if (sameAddress.filter((answer) => answer.status === 201).length > 5 || !english) failed = true;

  // 3. One client sends the e-mail capture 100 times, a new address each time.
  const manyAddresses: Answer[] = [];
  for (let i = 0; i < 100; i++) manyAddresses.push(await post("/email-capture", { email: `flood${i}@example.com` }));
  const refusedByConnection = manyAddresses.find((answer) => answer.status === 429);
  console.log("\n3. One client, e-mail capture, a new address each time, 100 times:");
  console.log(`   ${tally(manyAddresses)} (the 30 captures of phase 1 count in the same minute)`);
  if (refusedByConnection) {
    const inFrench = await post("/email-capture", { email: "one-more@example.com" }, "fr");
    console.log(`   Retry-After: ${refusedByConnection.retryAfter} s`);
    console.log(`   en: ${refusedByConnection.message}`);
    console.log(`   fr: ${inFrench.message}`);
  } else failed = true;

  console.log(failed ? "\nFAILED: see above." : "\nOK: the crowd got through, the floods were refused.");
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
