import auPair from "./pages/au-pair.ts";
import autoEntrepreneur from "./pages/auto-entrepreneur.ts";
import autresCategories from "./pages/autres-categories.ts";
import carteBleueUe from "./pages/carte-bleue-ue.ts";
import etudiant from "./pages/etudiant.ts";
import etudiantVls from "./pages/etudiant-vls.ts";
import euBlueCard from "./pages/eu-blue-card.ts";
import familleFrancais from "./pages/famille-francais.ts";
import investisseurAffaires from "./pages/investisseur-affaires.ts";
import jobSearchBusiness from "./pages/job-search-business.ts";
import longStayPersonal from "./pages/long-stay-personal.ts";
import passeportTalent from "./pages/passeport-talent.ts";
import passeportTalentArtistique from "./pages/passeport-talent-artistique.ts";
import passeportTalentChercheur from "./pages/passeport-talent-chercheur.ts";
import passeportTalentInnovant from "./pages/passeport-talent-innovant.ts";
import passeportTalentInvestisseur from "./pages/passeport-talent-investisseur.ts";
import passeportTalentMission from "./pages/passeport-talent-mission.ts";
import passeportTalentRenommee from "./pages/passeport-talent-renommee.ts";
import passeportTalentRepresentant from "./pages/passeport-talent-representant.ts";
import passeportTalentSalarie from "./pages/passeport-talent-salarie.ts";
import regroupementFamilial from "./pages/regroupement-familial.ts";
import salarie from "./pages/salarie.ts";
import stagiaireEtudiant from "./pages/stagiaire-etudiant.ts";
import transfertIntraGroupe from "./pages/transfert-intra-groupe.ts";
import travailleurIndependant from "./pages/travailleur-independant.ts";
import travailleurTemporaire from "./pages/travailleur-temporaire.ts";
import vacancesTravail from "./pages/vacances-travail.ts";
import visiteurTouriste from "./pages/visiteur-touriste.ts";
import volontariat from "./pages/volontariat.ts";
import type { VisaContent } from "./visa-content-types.ts";

/** Every visa page, in the order of the catalogue. */
export const visaPages: VisaContent[] = [
  passeportTalent,
  carteBleueUe,
  autoEntrepreneur,
  salarie,
  etudiant,
  visiteurTouriste,
  regroupementFamilial,
  investisseurAffaires,
  longStayPersonal,
  etudiantVls,
  passeportTalentSalarie,
  auPair,
  vacancesTravail,
  euBlueCard,
  jobSearchBusiness,
  stagiaireEtudiant,
  volontariat,
  travailleurTemporaire,
  travailleurIndependant,
  familleFrancais,
  transfertIntraGroupe,
  passeportTalentMission,
  passeportTalentChercheur,
  passeportTalentInvestisseur,
  passeportTalentInnovant,
  passeportTalentRepresentant,
  passeportTalentRenommee,
  passeportTalentArtistique,
  autresCategories,
];

/** The English twin slug shares the French page's content; search engines are pointed to one. */
export const canonicalVisaSlug: Record<string, string> = { "eu-blue-card": "carte-bleue-ue" };

/**
 * The address a reader of `language` gets for a route: the English twin for English and Arabic
 * readers (the EU Blue Card), the French slug otherwise.
 */
export function visaSlugFor(slug: string, language: "en" | "fr" | "ar"): string {
  const twin = Object.entries(canonicalVisaSlug).find(([, french]) => french === slug)?.[0];
  return language !== "fr" && twin ? twin : slug;
}

export function findVisaPage(slug: string): VisaContent | undefined {
  return visaPages.find((page) => page.slug === slug);
}
