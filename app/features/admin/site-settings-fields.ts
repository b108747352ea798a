import { legalSettingKeys } from "../../../core/back-office/back-office-inputs.ts";

/** The settings page's fields: read and saved by its loader and action, drawn by its page. */
export const textKeys = ["TEAM_EMAIL", "CONTACT_EMAIL", ...legalSettingKeys] as const;
export const figureKeys = ["clientsHelped", "rating", "ratingCount"] as const;
