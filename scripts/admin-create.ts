// `npm run admin:create -- <email> [--role admin|advisor] [--keep-password]`: create an
// administrator (the default) or an advisor, or give an existing user that role, and print a
// one-time password: never a default one, which every install would share.
import { loadConfigOrExit } from "../server/config.ts";
import { type AdminCommandDeps, openAdminCommandDeps } from "../server/modules/admin/admin-command-deps.ts";
import { createOrPromoteAdmin, type StaffRole, staffRoles } from "../server/modules/admin/create-admin.ts";

const usage = "Usage: npm run admin:create -- <email> [--role admin|advisor] [--keep-password]";
const args = process.argv.slice(2);
// `--role advisor` or `--role=advisor`; the value after `--role` is not the e-mail address.
const roleAt = args.indexOf("--role");
const roleArg = roleAt >= 0 ? args[roleAt + 1] : args.find((arg) => arg.startsWith("--role="))?.slice("--role=".length);
const email = args.find((arg, index) => !arg.startsWith("--") && !(roleAt >= 0 && index === roleAt + 1));
const role = (roleArg ?? "admin") as StaffRole;
if (!email || !(staffRoles as readonly string[]).includes(role)) {
  console.error(usage);
  process.exit(2);
}
const roleName = role === "advisor" ? "advisor" : "administrator";

const loaded = loadConfigOrExit();
let deps: AdminCommandDeps | undefined;
try {
  deps = await openAdminCommandDeps(loaded);
  const result = await createOrPromoteAdmin(deps, email, { keepPassword: args.includes("--keep-password"), role });
  console.log(`${result.action === "created" ? "Created" : "Promoted"} ${roleName} ${result.email}.`);
  if (result.oneTimePassword) {
    console.log(`One-time password: ${result.oneTimePassword}`);
    console.log("It is shown only now and works once: sign in at /login, where you will choose your own password.");
  } else {
    console.log("Their password is unchanged.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deps?.db.destroy();
}
