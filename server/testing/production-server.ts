/**
 * What the tools and walks that start the production build of their own (the bench, the fuzz
 * script, walks needing a server with other settings) share: the environment it runs with on
 * loopback, and the wait until it answers.
 */

/** `npm start`'s production mode on 127.0.0.1:`port` with this database, quiet logs, and `settings` on top. */
export function productionServerEnv(
  port: number,
  databaseUrl: string,
  settings: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    ...settings,
  };
}

/**
 * Asks `/api/health` every 100 ms until it answers 200 (true), `tries` have gone by, or `gone()`
 * says the process has ended (false), so a server that failed to start is reported at once.
 */
export async function waitForHealth(base: string, tries: number, gone: () => boolean = () => false): Promise<boolean> {
  for (let i = 0; i < tries && !gone(); i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
