import { type LegalNoticeVariable, legalNoticeExamples } from "../../../content/legal/legal-notice-examples.ts";
import { type Config, legalNoticeVariables } from "../../config.ts";

/** One line of the legal notice: the configured value, or the example shown until it is set. */
export type LegalNoticeLine = { value: string; example: boolean };
export type LegalNotice = Record<LegalNoticeVariable, LegalNoticeLine> & { complete: boolean };

/**
 * Who publishes the site, as the legal notice and the contact page show it (ADR 0026), from the
 * site settings (stored in the back office, else the env: ADR 0038). On
 * loopback a value left unset is replaced by its example and marked so; beyond loopback the
 * server does not start without every value (server/config.ts), so nothing is an example there.
 */
export function legalNoticeOf(config: Pick<Config, LegalNoticeVariable>): LegalNotice {
  const lines = Object.fromEntries(
    legalNoticeVariables.map((name) => {
      const configured = config[name];
      return [
        name,
        configured ? { value: configured, example: false } : { value: legalNoticeExamples[name], example: true },
      ];
    }),
  ) as Record<LegalNoticeVariable, LegalNoticeLine>;
  return { ...lines, complete: legalNoticeVariables.every((name) => !lines[name].example) };
}
