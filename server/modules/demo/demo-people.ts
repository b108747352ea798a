import type { UserRole } from "../../../core/account-rules.ts";

/**
 * The people of the demo: one per role a newcomer wants to try, each on the reserved `.test`
 * domain (RFC 2606: it can never be a real mailbox), so an e-mail the outbox sends them reaches
 * nobody and a demo account can never be mistaken for a customer's.
 */
export const demoDomain = "demo.passerelle.test";

export type DemoPersonKey = "admin" | "advisor" | "client" | "premium" | "free";

export type DemoPerson = {
  key: DemoPersonKey;
  /** What the table calls them. */
  label: string;
  email: string;
  name: string;
  role: UserRole;
  nationality: string;
  profession: string;
  /** The page to open after signing in. */
  home: string;
};

export const demoPeople: readonly DemoPerson[] = [
  {
    key: "admin",
    label: "administrator",
    email: `admin@${demoDomain}`,
    name: "Camille Laurent",
    role: "admin",
    nationality: "FR",
    profession: "Operations",
    home: "/admin",
  },
  {
    key: "advisor",
    label: "advisor",
    email: `advisor@${demoDomain}`,
    name: "Claire Martin",
    role: "advisor",
    nationality: "FR",
    profession: "Relocation advisor",
    home: "/advisor",
  },
  {
    key: "client",
    label: "done-for-you client",
    email: `client@${demoDomain}`,
    name: "Amira Haddad",
    role: "user",
    nationality: "MA",
    profession: "Software engineer",
    home: "/dashboard",
  },
  {
    key: "premium",
    label: "premium member",
    email: `premium@${demoDomain}`,
    name: "Priya Sharma",
    role: "user",
    nationality: "IN",
    profession: "Data analyst",
    home: "/profile",
  },
  {
    key: "free",
    label: "free member",
    email: `free@${demoDomain}`,
    name: "Diego Alvarez",
    role: "user",
    nationality: "BR",
    profession: "Chef",
    home: "/profile",
  },
];
