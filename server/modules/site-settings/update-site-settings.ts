import type { SiteSettingKey, SiteSettingsInput } from "../../../core/back-office/back-office-inputs.ts";
import type { Db } from "../../db/database.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { storedSiteSettings } from "./site-settings.ts";

/**
 * Saves the settings an administrator sent: a value sets its key, an empty text or null clears
 * it (the env's value shows again), a key left out is left alone. One audit entry with only the
 * keys that changed, before and after.
 */
export async function updateSiteSettings(
  db: Db,
  input: SiteSettingsInput,
  actorId: string,
  now = new Date(),
): Promise<{ changed: SiteSettingKey[] }> {
  return db.transaction().execute(async (trx) => {
    const current = await storedSiteSettings(trx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(input) as [SiteSettingKey, string | number | null | undefined][]) {
      if (raw === undefined) continue;
      const value = raw === "" ? null : raw;
      if ((current[key] ?? null) === value) continue;
      before[key] = current[key] ?? null;
      after[key] = value;
      await trx.deleteFrom("site_settings").where("key", "=", key).execute();
      if (value !== null) {
        await trx
          .insertInto("site_settings")
          .values({ key, value_json: JSON.stringify(value), updated_by: actorId, updated_at: now.toISOString() })
          .execute();
      }
    }
    const changed = Object.keys(after) as SiteSettingKey[];
    if (changed.length > 0) {
      await recordAudit(
        trx,
        { actorId, action: "site_settings_updated", targetType: "site_settings", targetId: "site", before, after },
        now,
      );
    }
    return { changed };
  });
}
