/** "Talent card or EU Blue Card?": English seed post (figures are registry tokens). */
export const talentOrBlueCardEn = `If you have been offered a skilled job in France, two residence permits usually come up: the **talent card for qualified employees** (still widely called the "talent passport") and the **EU Blue Card**, which in France is itself one of the talent cards. Both are multi-year, both spare your employer the work-permit procedure, both let your family come with you. The differences lie in your degree, your salary and whether you may want to move elsewhere in Europe.

## A word on names

The law of January 2024 renamed the "passeport talent" the **carte de séjour pluriannuelle talent**, and a decree of {fact:talent.categories-decree} reorganised its categories: the qualified-employee category now also covers staff of innovative companies and some employees on assignment. The EU Blue Card is the category "talent – carte bleue européenne". Consulates, employers and forums still use the old names, so you will see both.

## The talent card for qualified employees

This card is designed above all for people who studied in France.

- **Degree:** a degree at least equivalent to a master's, **obtained in France**. A master's obtained abroad does not qualify for this category (the Blue Card may suit you instead). Staff recruited by an innovative company to work on its research or innovation project are covered too, under their own conditions.
- **Salary:** a gross annual salary of at least {fact:talent.qualified-employee.min-annual-salary}, as written in the contract. This floor is set by an order of the Ministry on [Légifrance](https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052158119).
- **Contract:** with an employer established in France, permanent or fixed-term.
- **Validity:** up to {fact:talent.card.max-validity}.

It is the natural route for international students who finish a master's in France and move straight into a job: they change status online without going back to their home country. See our page on the [talent qualified-employee card](/visa/passeport-talent-salarie).

## The EU Blue Card

The Blue Card is the European Union's permit for highly qualified workers. France applies the recast EU directive, transposed by a law of April 2025.

- **Qualifications:** a higher-education degree, wherever it was obtained, or professional experience recognised as equivalent under the directive (with specific rules for IT managers and specialists).
- **Salary:** a gross annual salary of at least {fact:eu-blue-card.min-annual-salary}, that is {fact:eu-blue-card.salary-multiplier} the reference salary used for the talent cards.
- **Contract:** an employment contract or binding job offer for a highly qualified job lasting at least {fact:eu-blue-card.min-contract-length}.
- **Validity:** the length of the contract, up to {fact:eu-blue-card.max-validity}.
- **EU mobility:** after {fact:eu-blue-card.eu-long-term-mobility-after} in France, you can move to another EU country that applies the directive under simpler rules.

Details and the document list are on our [EU Blue Card page](/visa/carte-bleue-ue) and on [Welcome to France](https://www.welcometofrance.com/en/fiche/employees-talent-passport).

## What they have in common

- **No work-permit application** by your employer, and no check of the job market.
- **Family:** your spouse and minor children receive a "talent (famille)" card for the same period, without going through family reunification, and your spouse may work.
- **The same first steps:** a long-stay visa applied for on [France-Visas](https://france-visas.gouv.fr/) (the visa fee is {fact:long-stay-visa.fee}), then the formalities on the ANEF site after arrival.
- **A path to long residence:** both can lead, after some years, to the resident card, valid {fact:resident-card.validity}, subject to the integration conditions, including French at level {fact:integration.french-level-resident-card}.

## How to choose

Ask yourself three questions, in this order.

**Where did you get your master's?** If it is a French master's-level degree and your salary reaches {fact:talent.qualified-employee.min-annual-salary}, the talent qualified-employee card is usually the simplest route. If your degree was obtained abroad, this category is closed to you and the Blue Card is the one to look at.

**Does your salary reach the Blue Card floor?** Below {fact:eu-blue-card.min-annual-salary}, the Blue Card is not possible. If neither talent card fits, the ordinary [employee permit](/visa/salarie) remains, with a work permit requested by your employer.

**Might you move within Europe?** If a later move to another EU country is likely, the Blue Card's mobility rules are a real advantage, and periods spent with a Blue Card in several EU countries can count towards EU long-term residence, under conditions.

## Processing times

Neither permit has a legal deadline. From our experience, the talent procedure takes around {fact:processing.talent}, and the Blue Card, which goes through the same procedure, as long, depending on the consulate and the season. Apply as soon as the contract is signed.

## Taxes and renewals

Once in France, the residence-permit taxes apply to both: at the standard rate, {fact:residence-permit.tax-first-issue} for a first issue and {fact:residence-permit.tax-renewal} for a renewal, each with a stamp duty of {fact:residence-permit.stamp-duty}. Keep your contract and salary in line with the card's conditions: the préfecture checks them again at renewal, and a change of employer must be reported.

Not sure which permit fits your case? The [visa overview](/visa) lists every route, each with its own page of conditions and documents.

*This article is general guidance, not legal advice. Salary floors and conditions are revised by official orders: check Service-Public.fr and Légifrance before you sign.*
`;
