/** "Your first weeks in France": English seed post (figures are registry tokens, see content/prose/prose-tokens.ts). */
export const firstWeeksEn = `Landing in France with a long-stay visa is the end of one process and the start of several others. None of them is hard on its own, but they depend on each other: the bank wants an address, the landlord wants a bank account, health insurance wants a social security number. This guide puts the first weeks in a sensible order so you are not stuck waiting on one step to finish another.

## Before anything else: validate your visa

If you hold a long-stay visa that acts as a residence permit (a VLS-TS), you must validate it online within {fact:vls-ts.validation-deadline} of arriving. It is done on the foreigners' portal of the Interior Ministry, the ANEF site, and it is the step people forget most often.

- Keep your passport, the visa sticker and your entry date at hand.
- Give an address in France: a temporary one (a hotel, a friend's flat, a short-term rental) is fine, you can change it later.
- Pay the residence tax online with an electronic tax stamp; the amount depends on your status and the site tells you which one applies.

Do it in your first week, even if the deadline looks far away. Until it is done, your visa does not fully count as a residence permit, and travelling out of France and back can become complicated. The official explanation is on [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F39) and the procedure itself on the [ANEF site](https://administration-etrangers-en-france.interieur.gouv.fr/).

## Week one: an address and a phone number

Almost every French procedure asks for a **justificatif de domicile**, a proof of address: a recent utility bill, a lease, or a certificate from the person hosting you (an *attestation d'hébergement*) together with their ID and their own proof of address.

- If you are staying with someone, ask them for that certificate on day one.
- If you are in a short-term rental, ask the landlord for a receipt or a certificate naming you.
- Get a French mobile number early. Banks, employers, schools and the health insurance fund all send confirmation codes by text message.

## Weeks one and two: a bank account

A French bank account (and its **RIB**, the sheet with your account details) is needed for your salary, your rent, your phone contract and any refund from health insurance. Traditional banks usually want an appointment, your passport, your visa or residence permit and a proof of address; online banks are faster but not all of them accept every nationality or a temporary address.

If a bank refuses you, there is a legal safety net called the *droit au compte*. Our post on opening a bank account explains how to use it.

## Weeks one to four: health insurance

Register with the French health insurance system (the *Assurance Maladie*) as soon as you can. If you work in France, your employer declares you and the registration follows; students and other newcomers apply themselves. You will first receive a provisional number, then a permanent social security number and finally your **carte Vitale**.

While you wait for the card, keep every invoice and prescription: once your rights are open, care is reimbursed through paper care forms (*feuilles de soins*) too. The official site is [ameli.fr](https://www.ameli.fr/). We cover the details, including the top-up insurance called a *mutuelle*, in a separate post.

## Housing: temporary first, then a lease

Most newcomers start in temporary housing and sign a real lease after a few weeks. Landlords in France ask for a complete file (*dossier*) with your ID, your residence document, proof of income and often a guarantor. Young people and many employees can get a free state-backed guarantee called **Visale**. The deposit is capped by law at {fact:rental-deposit.max-unfurnished} of rent for an unfurnished flat and {fact:rental-deposit.max-furnished} for a furnished one.

To compare what rent will cost you in different places, try our [city comparison](/city-comparison) and the [budget planner](/tools/budget).

## The integration appointment

Many people who settle in France for the first time are invited by the French Office for Immigration and Integration (OFII) to sign the **Republican integration contract** (*contrat d'intégration républicaine*). It includes civic training and, depending on your level, French lessons. The invitation arrives after your visa is validated; answer it, because attending is a condition for later residence cards. Students and some other categories are not concerned: check [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F17048).

Since {fact:republican-contract.in-force-since}, every residence permit also comes with a commitment to respect the principles of the Republic, and the first multi-year card requires French at level {fact:integration.french-level-multi-year-card}. If your French is still basic, start lessons now: it is much easier than rushing before your renewal.

## A realistic checklist for the first month

1. Validate the VLS-TS online (week one).
2. Get a French phone number and a proof of address.
3. Open a bank account and download your RIB.
4. Register with health insurance and choose a *médecin traitant* (a regular doctor).
5. Start the search for a long-term flat, with your file ready.
6. Answer the OFII invitation if you receive one.
7. Note the date your visa ends in your calendar, and the date a few months before it when the renewal application opens.

## Things that can wait (a little)

- **Driving licence.** Depending on your country, a foreign licence can be exchanged for a French one or must be replaced by passing the French test; the deadline and the rules depend on the country that issued it. Check early, act within the first months.
- **Taxes.** You file your first French tax return in the spring after your arrival, even if you earned little in France.
- **Family benefits.** If you have children, the family allowance office (CAF) may pay benefits once your residence is in order.

## Keep copies of everything

French administration runs on paper, even when it is online. Scan your passport, visa, validation receipt, lease, payslips and insurance certificates, and keep them in one folder. If you have a Passerelle account, your [dashboard](/dashboard) keeps your tasks and documents in one place.

For visa-specific steps, start from the page of your visa, for example [talent](/visa/passeport-talent) or [student](/visa/etudiant).

*This article is general guidance, not legal advice. Rules change: check the official sources linked above for your own situation.*
`;
