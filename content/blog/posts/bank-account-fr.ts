/** « Ouvrir un compte bancaire en France » : article de départ en français (chiffres en jetons du registre). */
export const bankAccountFr = `En France, le compte bancaire ouvre presque toutes les autres portes. L'employeur y verse le salaire, le propriétaire y prélève le loyer, l'Assurance Maladie y rembourse les soins. Voici comment l'ouvrir vite, quoi apporter, et que faire si une banque refuse.

## Pourquoi un compte français plutôt que celui de votre pays

En principe, tout compte de la zone de paiements en euros (SEPA) devrait être accepté pour les virements et les prélèvements. Dans la pratique, beaucoup d'employeurs, de bailleurs et de fournisseurs demandent encore un **RIB** français (relevé d'identité bancaire) : le petit document qui indique le titulaire, l'IBAN et le BIC. En avoir un simplifie nettement les premières semaines.

## Banque à réseau ou banque en ligne ?

Les **banques à réseau**, avec agences, demandent souvent un rendez-vous avec un conseiller. Leur avantage : elles savent traiter les situations atypiques (arrivée récente, revenus étrangers, adresse provisoire) et délivrent des chéquiers, que certains propriétaires apprécient encore.

Les **banques en ligne** ouvrent un compte en quelques jours depuis une application, avec une vérification d'identité par photo ou vidéo. C'est pratique, mais :

- certaines n'acceptent que quelques nationalités ou titres de séjour ;
- d'autres exigent une adresse française stable, voire une résidence fiscale en France ;
- les dépôts d'espèces et certains services peuvent être limités.

Beaucoup de nouveaux arrivants ouvrent d'abord un compte en ligne pour démarrer, puis un compte en agence, ou l'inverse. Les deux stratégies se défendent.

## Les pièces à apporter

La banque doit vérifier votre identité et votre domicile. On vous demandera en général :

- votre **passeport** ;
- votre **visa ou titre de séjour** (un VLS-TS avec son attestation de validation suffit le plus souvent) ;
- un **justificatif de domicile** : bail, facture récente, ou attestation d'hébergement de la personne qui vous loge, avec sa pièce d'identité et son propre justificatif ;
- un **justificatif de revenus ou de situation** : contrat de travail, bulletin de salaire, certificat de scolarité ou justificatif de ressources ;
- parfois votre **numéro d'identification fiscale** dans votre pays précédent, car les banques déclarent les comptes des personnes qui peuvent y être résidentes fiscales.

Prévoyez originaux et copies. Si vos documents ne sont pas en français, demandez à l'avance si une traduction est nécessaire.

## Bien choisir son offre

Comparez le coût annuel du compte, de la carte et des « packages » de services. Chaque banque publie ses tarifs dans une plaquette tarifaire au format standard, disponible en agence ou sur son site. Regardez surtout :

- le prix et le type de carte (certaines cartes très basiques sont refusées aux stations-service ou chez les loueurs de voitures) ;
- les frais de virement international, si vous envoyez ou recevez de l'argent de l'étranger ;
- les frais de découvert et d'incident.

Rien ne vous oblige à souscrire une assurance ou un produit d'épargne pour ouvrir le compte : ces options sont facultatives.

## En cas de refus : le droit au compte

Toute personne domiciliée en France, quelle que soit sa nationalité, a droit à un compte bancaire de base. Si une banque refuse de vous ouvrir un compte :

1. Demandez-lui une **attestation de refus** écrite : elle est tenue de vous la remettre.
2. Adressez-la à la **Banque de France** avec votre pièce d'identité et un justificatif de domicile, ou demandez à la banque qui a refusé de transmettre le dossier pour vous.
3. La Banque de France désigne alors une banque qui doit vous ouvrir un compte assorti des services bancaires de base (carte, virements, prélèvements), gratuitement.

Ce compte est simple, mais c'est un vrai compte français, avec un RIB. Vous pourrez changer de banque plus tard. La procédure est décrite sur [Service-Public.fr](https://www.service-public.fr/) et sur le site de la [Banque de France](https://www.banque-france.fr/).

## Une fois le compte ouvert

- **Téléchargez votre RIB** et rangez-le avec vos documents : employeur, propriétaire, opérateur téléphonique, CAF et Assurance Maladie vous le demanderont.
- **Transmettez-le à l'Assurance Maladie** ([ameli.fr](https://www.ameli.fr/)) pour recevoir vos remboursements.
- **Mettez en place les prélèvements** du loyer et des factures, en gardant une petite marge : un prélèvement rejeté coûte des frais.
- **Tenez vos informations à jour.** Quand votre titre de séjour est renouvelé, envoyez-le à la banque : certaines bloquent le compte quand le document enregistré est périmé.

## L'argent dans le dossier de visa

Si vous préparez encore votre demande, le consulat examine souvent vos derniers relevés bancaires pour vérifier vos ressources. Beaucoup de consulats demandent des relevés couvrant les derniers {fact:bank-statements.months} ; un compte français n'est pas nécessaire, celui de votre pays suffit. Pour estimer le coût réel des premiers mois, utilisez notre [simulateur de budget](/tools/budget).

## Les erreurs fréquentes

- Attendre d'avoir une adresse définitive : une attestation d'hébergement ou une quittance de location courte suffit souvent.
- Abandonner après un refus au lieu de demander l'attestation de refus.
- Laisser expirer le titre de séjour enregistré à la banque sans envoyer le nouveau.
- Tout payer avec une carte étrangère : les frais de change s'accumulent vite.

*Cet article donne des repères généraux, ce n'est ni un conseil juridique ni un conseil financier. Chaque banque fixe ses conditions et ses tarifs : vérifiez auprès d'elle et des sources officielles citées.*
`;
