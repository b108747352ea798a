import { type Config, isLoopbackHost } from "./config.ts";

/**
 * What a server that may run beside others must be told, checked before it starts (ADR 0071). On
 * PostgreSQL several instances may share the database; beyond loopback the server is a real
 * deployment. Either way:
 * - BETTER_AUTH_SECRET: without it each instance makes its own and refuses the others' sessions;
 * - PUBLIC_URL: links in pages and e-mails must not depend on which instance or Host answered;
 * - on PostgreSQL, S3 storage for uploads, unless UPLOADS_DIR is declared shared: a file uploaded
 *   through one instance must be downloadable through another.
 * Returns one line per missing variable, naming it and why; empty when the server may start.
 * Checked at the server's start only: migrations and scripts on PostgreSQL need none of these.
 */
export function sharedDeploymentProblems(config: Config, env: Record<string, string | undefined>): string[] {
  const postgres = /^postgres(ql)?:/i.test(config.DATABASE_URL);
  const exposed = !isLoopbackHost(config.HOST);
  if (!postgres && !exposed) return [];
  const why = postgres
    ? "with DATABASE_URL on PostgreSQL (instances may share it)"
    : `when HOST=${config.HOST} listens beyond loopback`;
  const problems: string[] = [];
  if (!config.BETTER_AUTH_SECRET)
    problems.push(
      `  BETTER_AUTH_SECRET: required ${why}: each instance would make its own and refuse the others' sessions (e.g. openssl rand -base64 48)`,
    );
  // Beyond loopback the configuration itself already requires it; on loopback it would default.
  if (!env.PUBLIC_URL)
    problems.push(
      `  PUBLIC_URL: required ${why}: links in pages and e-mails are built from it, never from the Host header`,
    );
  if (postgres && !config.S3_BUCKET && !config.UPLOADS_DIR_SHARED)
    problems.push(
      `  S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): required ${why}: an upload made through one instance must be found by the others. Or set UPLOADS_DIR_SHARED=true if UPLOADS_DIR is a volume every instance mounts`,
    );
  return problems;
}
