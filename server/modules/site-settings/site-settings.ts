import type { SiteSettingKey } from "../../../core/back-office/back-office-inputs.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";

/**
 * The site's editable values, as every consumer reads them (ADR 0038): what an administrator set
 * in the back office wins; otherwise the env's value (TEAM_EMAIL, CONTACT_*, LEGAL_*). The
 * social-proof figures have no env value and no default: null means "not shown".
 */
export type SiteSettings = Pick<
  Config,
  | "TEAM_EMAIL"
  | "CONTACT_EMAIL"
  | "CONTACT_PHONE"
  | "LEGAL_PUBLISHER_NAME"
  | "LEGAL_FORM"
  | "LEGAL_SHARE_CAPITAL"
  | "LEGAL_ADDRESS"
  | "LEGAL_REGISTRATION"
  | "LEGAL_VAT_NUMBER"
  | "LEGAL_PUBLICATION_DIRECTOR"
  | "LEGAL_HOST_NAME"
  | "LEGAL_HOST_ADDRESS"
  | "LEGAL_HOST_PHONE"
> & { clientsHelped: number | null; rating: number | null; ratingCount: number | null };

/** The values stored in the back office, by key (only those set). */
export async function storedSiteSettings(db: Db): Promise<Partial<Record<SiteSettingKey, string | number>>> {
  const rows = await db.selectFrom("site_settings").select(["key", "value_json"]).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value_json) as string | number]));
}

export async function siteSettings(deps: { config: Config; db: Db }): Promise<SiteSettings> {
  const stored = await storedSiteSettings(deps.db);
  const text = <K extends keyof Config>(key: K & SiteSettingKey): Config[K] =>
    (typeof stored[key] === "string" && stored[key] !== "" ? stored[key] : deps.config[key]) as Config[K];
  const figure = (key: "clientsHelped" | "rating" | "ratingCount") =>
    typeof stored[key] === "number" ? stored[key] : null;
  return {
    TEAM_EMAIL: text("TEAM_EMAIL"),
    CONTACT_EMAIL: text("CONTACT_EMAIL"),
    CONTACT_PHONE: text("CONTACT_PHONE"),
    LEGAL_PUBLISHER_NAME: text("LEGAL_PUBLISHER_NAME"),
    LEGAL_FORM: text("LEGAL_FORM"),
    LEGAL_SHARE_CAPITAL: text("LEGAL_SHARE_CAPITAL"),
    LEGAL_ADDRESS: text("LEGAL_ADDRESS"),
    LEGAL_REGISTRATION: text("LEGAL_REGISTRATION"),
    LEGAL_VAT_NUMBER: text("LEGAL_VAT_NUMBER"),
    LEGAL_PUBLICATION_DIRECTOR: text("LEGAL_PUBLICATION_DIRECTOR"),
    LEGAL_HOST_NAME: text("LEGAL_HOST_NAME"),
    LEGAL_HOST_ADDRESS: text("LEGAL_HOST_ADDRESS"),
    LEGAL_HOST_PHONE: text("LEGAL_HOST_PHONE"),
    clientsHelped: figure("clientsHelped"),
    rating: figure("rating"),
    ratingCount: figure("ratingCount"),
  };
}
