/** "The 2026 French language and civic-exam rules": English seed post (figures are registry tokens). */
export const civicExamEn = `Since {fact:republican-contract.in-force-since}, staying in France for the long term comes with new integration conditions: a minimum level of French that rises with the permit you ask for, and a civic exam for the longer residence cards. If you arrived recently, these rules concern your next card, not your current visa, but they take months to prepare. Here is what changed and how to get ready.

## What the 2024 immigration law changed

The immigration law of January 2024 tightened the link between long residence and integration. Its provisions on language and civic knowledge have applied since {fact:republican-contract.in-force-since}:

- every residence permit now comes with a **contract of commitment to respect the principles of the Republic** (freedom of conscience, equality between women and men, secularism, and the other principles listed in the law);
- the French level required depends on the card;
- a **civic exam** checks your knowledge of France's values, institutions and daily life before a multi-year card or a resident card is issued.

The official texts and their summary are on [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F17048) and on the Interior Ministry's [civic training site](https://formation-civique.interieur.gouv.fr/).

## The French level, card by card

Levels are those of the Common European Framework of Reference for Languages:

- **First multi-year residence card:** level {fact:integration.french-level-multi-year-card}.
- **Resident card:** level {fact:integration.french-level-resident-card}.
- **Naturalisation:** level {fact:integration.french-level-naturalisation}.

In plain terms, the multi-year card asks you to manage everyday situations (shopping, an appointment, a simple form); the resident card asks you to hold a conversation on familiar topics and understand the main points of clear speech; naturalisation asks for fluent, detailed communication.

**How you prove it:** with a recognised French diploma or a language test from the list accepted by the administration (such as the TCF or the TEF, or the DELF and DALF diplomas). Check that your test is on the current list and recent enough before you book.

## The civic exam

The exam is a multiple-choice questionnaire taken on a computer in an approved centre.

- **Number of questions:** {fact:civic-exam.questions}.
- **Length:** {fact:civic-exam.duration}.
- **To pass:** at least {fact:civic-exam.pass-mark} correct answers, that is {fact:civic-exam.pass-rate} of the questions.

The questions cover the principles and values of the Republic, the institutions and political system, rights and duties, the history, geography and culture of France, and life in French society. Some test knowledge, others ask what to do in an everyday situation.

## Who is concerned, and who is not

The exam is required for a **first multi-year residence card** and for a **resident card**. It is not required:

- when you **renew** a card of the same type;
- above the age of {fact:civic-exam.exemption-age};
- for beneficiaries of international protection;
- for some nationals whose residence rights are governed by a bilateral agreement with France.

Some cards, such as those issued directly as multi-year cards to certain workers, follow their own rules. Read the page for your card on Service-Public.fr, or our page for your visa, for example [talent](/visa/passeport-talent) or [EU Blue Card](/visa/carte-bleue-ue), before assuming you are exempt.

## A preparation plan

**Start with your French.** Language progress is slow, and the level must be certified before you apply.

1. Take a placement test to know where you stand.
2. If you signed the Republican integration contract with the OFII, use the French lessons it offers: they are free.
3. Book the certified test well before your card expires, since test centres fill up.

**Then the civic exam.**

- Work through the official training material on the [civic training site](https://formation-civique.interieur.gouv.fr/).
- Practise with timed questionnaires: the exam is short, and reading the questions carefully matters.
- Learn the vocabulary of institutions (*préfet*, *mairie*, *Conseil constitutionnel*, *laïcité*), which appears in many questions.

## Plan it against your renewal date

The integration conditions are checked when you apply for the next card, which you usually do a few months before your current permit expires. Work backwards from that date: leave time for the language course, the certified test, the civic exam and the results, and keep some margin for a second attempt. Our [timeline tool](/tools/timeline) and your [dashboard](/dashboard) help you put those dates in order.

## What it costs

The exam and the language tests are paid to the centres that organise them; prices vary. The residence-permit taxes are separate: at the standard rate, a first residence permit costs {fact:residence-permit.tax-first-issue} in tax plus a stamp duty of {fact:residence-permit.stamp-duty}, and a renewal {fact:residence-permit.tax-renewal} plus the same stamp duty.

*This article is general guidance, not legal advice. These rules are recent and their application is still being clarified: check the official sources above for your situation.*
`;
