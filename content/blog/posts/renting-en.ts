/** "Renting a flat in France": English seed post (figures are registry tokens). */
export const rentingEn = `Finding a flat is often the most stressful part of moving to France, especially in large cities where good flats go within days. The rules, though, are clear and largely protect tenants. Knowing them helps you prepare a strong file, spot illegal demands and avoid paying more than the law allows.

## Furnished or unfurnished

- **Unfurnished lets** (*location vide*) are usually signed for a longer period and suit people who plan to stay. You bring your own furniture, and home insurance is compulsory for the tenant.
- **Furnished lets** (*location meublée*) must include a minimum list of equipment set by decree (bed, cooking plates, fridge, table and chairs, and so on). They are shorter, easier to leave, and usually more expensive.
- **Mobility leases** (*bail mobilité*) are short furnished leases for people studying or in training, on a work transfer or a temporary assignment; no deposit can be asked for them.

## The rental file (*dossier*)

Landlords and agencies choose among several candidates, and they compare files. Prepare yours before you start visiting, as a single PDF:

- an **identity document** and your **residence permit or visa**;
- **proof of your current address** (a hosting certificate is fine);
- **proof of professional situation**: employment contract, or a letter from your employer, or a student enrolment certificate;
- **proof of income**: recent payslips, or proof of grants or resources;
- your **last tax notice** if you have one (newcomers often do not: say so plainly).

The law lists the documents a landlord may ask for. They **cannot** ask for, among others, a bank statement, a photo, your medical file, a certificate from your previous landlord stating that you are up to date if you can show rent receipts instead, or a cheque to reserve the flat. If you are asked for these, you can refuse.

## The guarantor and Visale

Most landlords want a **guarantor** (*garant*): a person living in France who commits to pay the rent if you do not. Newcomers rarely have one. The solution is **Visale**, a free guarantee backed by Action Logement: the organisation pays the landlord if you fail to, then recovers the money from you.

Visale is open to young people and to many employees who are new in a job or moving for work, under conditions you check on [visale.fr](https://www.visale.fr/). Apply **before** you visit: you get a certificate (*visa Visale*) to attach to your file, and landlords see at once that the risk is covered. Some landlords also accept paid guarantee companies; read their terms carefully.

## The deposit: capped by law

The security deposit (*dépôt de garantie*) is capped by the law of 1989 on rented homes ([Légifrance](https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000509310)):

- at most {fact:rental-deposit.max-unfurnished} of rent excluding charges for an **unfurnished** flat;
- at most {fact:rental-deposit.max-furnished} of rent excluding charges for a **furnished** flat.

It is returned when you leave, within the legal deadline, minus justified deductions for damage beyond normal wear. That is why the **inventory of fixtures** (*état des lieux*) on arrival matters so much: check every room, photograph everything and have every defect written down before you sign.

## Rent control where it applies

In some cities, rent is capped by a reference rent per square metre, set by the prefect according to the neighbourhood, the size and the age of the building. It applies, among others, in Paris, Lille, Lyon and Villeurbanne, Montpellier and Bordeaux. The lease must state the reference rent and, if any, the "rent supplement" justified by exceptional features.

This scheme is a legal **experiment** that the law set to end in {fact:rent-control.experiment-end}; whether and where it continues is for Parliament to decide. Check the current status and the towns concerned on [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F1314) before you rely on it. If your rent looks higher than the reference, you can challenge it.

Elsewhere, in areas where housing is scarce, the increase of rent between two tenants is also regulated.

## Fees and charges

- **Agency fees** paid by the tenant are capped by law and limited to specific services (visit, file, lease, inventory). The "file fee" some agencies invent is not allowed.
- **Charges** (building maintenance, water, sometimes heating) are paid monthly on top of the rent, usually adjusted once a year on the actual costs.
- **Home insurance** is compulsory in an unfurnished let; the landlord may ask for the certificate each year.

## Housing benefit

Depending on your income and rent, the family allowance office (CAF) may pay a housing benefit, known as APL. Note that from {fact:student.apl-ends-non-eu-without-grant}, students from outside the EU who do not hold a needs-based grant no longer receive it; check the current rules on the [CAF website](https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/logement/les-aides-personnelles-au-logement).

## Scams to avoid

- Never send money before visiting and signing a lease, and never pay by untraceable transfer to a "landlord abroad".
- Be wary of flats far below the market price: compare with our [city comparison](/city-comparison), which shows a typical one-bedroom rent such as {city:paris.rentOneBedroom} in Paris or {city:lyon.rentOneBedroom} in Lyon.
- Check that the person renting the flat is its owner or an agency with a professional card.

Plan the deposit, the first rent and the agency fees in our [budget planner](/tools/budget): it counts the deposit with the same legal caps.

*This article is general guidance, not legal advice. Rules on rent control and fees change: check Service-Public.fr and Légifrance for your own lease.*
`;
