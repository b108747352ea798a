import type { FactId } from "../facts/facts.ts";
import type { LetterReference } from "../letters/letter-types.ts";

/**
 * The texts behind each point of "What the law allows" on the blocked-appointment kit, in the
 * order the page gives them; a point whose figure is a registry fact names it, so the page reads
 * the figure (and its checked-on date) from the registry. The points' words are in
 * content/i18n/appointment-kit-*.ts under `law.<key>`.
 */
export type AppointmentKitLawPoint = {
  key: "alternative" | "record" | "letter" | "extension" | "court";
  references: LetterReference[];
  fact?: FactId;
};

const ceAnef: LetterReference = {
  label: "Conseil d'État, Section, 3 juin 2022, n° 452798",
  url: "https://www.legifrance.gouv.fr/ceta/id/CETATEXT000045863484",
};

export const appointmentKitLaw: AppointmentKitLawPoint[] = [
  { key: "alternative", references: [ceAnef] },
  { key: "record", references: [] },
  {
    key: "letter",
    references: [
      {
        label: "CESEDA, article R. 431-5",
        url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000043292776",
      },
    ],
  },
  { key: "extension", references: [], fact: "residence-permit.extension-certificate-max-months" },
  {
    key: "court",
    references: [
      {
        label: "Code de justice administrative, article L. 521-3",
        url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006449328",
      },
    ],
  },
];
