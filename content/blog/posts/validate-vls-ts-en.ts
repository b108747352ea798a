/** "Validating your VLS-TS online": English seed post (figures are registry tokens). */
export const validateVlsTsEn = `If your long-stay visa says "VLS-TS" or "valant titre de séjour", it is more than an entry visa: once validated, it is your residence permit for as long as it is valid. Validation is a short online step, and it is also the step newcomers most often leave too late. Here is how to do it properly.

## Does your visa need validating?

Look at the visa sticker in your passport. If the "remarks" field mentions **VLS-TS** or **visa de long séjour valant titre de séjour**, followed by a category (student, employee, visitor, spouse of a French national, talent and others), you must validate it.

A temporary long-stay visa (VLS-T), a short-stay visa and the visa given to people who will apply for a card at the préfecture straight away (its remarks say so, for example "carte de séjour à solliciter") work differently: there is nothing to validate online, but other steps apply. When in doubt, the [Service-Public.fr page](https://www.service-public.fr/particuliers/vosdroits/F39) describes each case.

## The deadline

You must validate the VLS-TS within **{fact:vls-ts.validation-deadline}** of arriving in France. The clock starts on your date of entry, not on the date the visa was issued.

Do it in your first week. Nothing is gained by waiting, and an unvalidated visa makes life harder: you cannot easily leave the Schengen area and come back, and some employers and administrations ask for the validation receipt.

## What you need

- Your **passport** with the visa.
- Your **date of entry** into France (or into the Schengen area, if you arrived through another country): it is the date stamped in your passport. Keep your boarding pass too.
- An **address in France**. A temporary address is accepted; you can update it later.
- An **e-mail address** you will keep, since every message from the administration goes there.
- A way to **pay online** for the electronic tax stamp (*timbre fiscal électronique*).

## Step by step

1. Go to the foreigners' portal of the Interior Ministry, the [ANEF site](https://administration-etrangers-en-france.interieur.gouv.fr/), and choose the procedure for validating a long-stay visa.
2. Create your account with the e-mail address you will keep, and confirm it from the message you receive.
3. Enter your visa number, exactly as printed on the sticker, and your date of entry.
4. Give your address in France and your contact details.
5. Pay the tax. The site tells you the amount for your visa category and how to buy the electronic stamp; enter the stamp's number to continue.
6. Download the **confirmation of validation**. Print it and keep it with your passport: the visa and this confirmation together prove that you are in France legally.

## After validation

- **The OFII may contact you.** The French Office for Immigration and Integration invites many first-time residents to sign the Republican integration contract, and some people to a medical check. Answer every invitation: attending is a condition for later residence cards.
- **You can travel.** With a validated VLS-TS you can move within the Schengen area for short stays and come back to France.
- **Update your details.** If you move, change your address on your ANEF account.
- **Note the end date.** The VLS-TS does not renew itself. Before it expires, you apply online, on the same ANEF account, for the residence permit that follows it. The application opens a few months before the end date; put a reminder in your calendar now, or let your [dashboard](/dashboard) keep track.

## If you missed the deadline

Once the deadline has passed, online validation is no longer possible and you are no longer in a regular situation. Do not simply wait: contact your préfecture quickly. You will have to apply for a residence permit, with additional fees, and the outcome is not guaranteed. The official explanations are on [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F39).

## Frequent problems

- **"Visa number not recognised."** Check the number letter by letter against the sticker: it is not the number of your application on France-Visas.
- **Wrong date of entry.** Use the date of arrival in the Schengen area if you came through another country.
- **Payment done, procedure not finished.** Keep the stamp number: you can resume the procedure and use it.
- **No e-mail received.** Check your spam folder, then your messages on the ANEF account itself.

## Where this fits in your first weeks

Validating the visa comes first, before the bank, health insurance or the lease, because several of those steps ask for the confirmation. For the full order of the first month, read our guide to the first weeks in France, and for the conditions of your own visa, its page, for example [student](/visa/etudiant), [employee](/visa/salarie) or [visitor](/visa/visiteur-touriste).

*This article is general guidance, not legal advice. Check the official pages linked above for your own visa.*
`;
