/** "Health insurance and the carte Vitale": English seed post (figures are registry tokens). */
export const healthInsuranceEn = `France has a universal public health insurance system, the *Assurance Maladie*, and most people who settle in the country for good end up covered by it. Getting in takes a few steps and some patience. This guide explains who is covered, when, how to get your carte Vitale, and why almost everyone also takes out a top-up insurance, the *mutuelle*.

## PUMa: the universal health cover

Since the reform known as **PUMa** (*protection universelle maladie*), the right to health cover no longer depends only on your job: anyone who works in France, or who lives in France in a stable and regular way, is entitled to have their healthcare costs covered by the Assurance Maladie.

There are two ways in:

- **Through work.** If you are an employee or self-employed in France, you are covered because you work here. Your employer declares you when you start, and your registration follows.
- **Through residence.** If you do not work (a spouse, a retiree, a visitor who settles), you are covered because you live in France in a stable and regular way: you need a valid residence document and to have lived in France for a minimum period.

## The waiting period for residents who do not work

People who come through residence usually have to wait before they can register: the law asks for a minimum period of stable residence in France before the cover starts. Some people are exempt from it, among them students, and family members joining someone who is already covered. The current length and the list of exemptions are on [ameli.fr](https://www.ameli.fr/): check it for your own status rather than relying on what friends were told years ago.

This is why long-stay visas for people who will not work, such as the visitor visa, require private health insurance: keep it at least until the public cover has actually started, and never cancel it on the day you arrive.

## How to register

1. **Get your documents ready**: passport, visa or residence permit, proof of address, a French RIB, and a **birth certificate** (a full copy, with a translation if it is not in French). The birth certificate is the document that most often delays files.
2. **Register.** Employees: your employer's declaration starts the process, but you may still need to send documents to your local health insurance fund (*CPAM*). Others: apply to the CPAM of your place of residence, using the form indicated on ameli.fr.
3. **Receive a provisional number.** It lets you be reimbursed for care while your file is completed.
4. **Receive your permanent social security number**, once your civil status has been certified.
5. **Create your ameli account** online: it is where you follow refunds, download certificates and order your card.

## The carte Vitale

The **carte Vitale** is the health insurance card (also available as an app) that proves your rights when you see a doctor, a pharmacist or a hospital. With it, the doctor sends the care form electronically and you are reimbursed within days; without it, you use a paper care form (*feuille de soins*) and wait longer, but you are still reimbursed.

You order the card from your ameli account once you have a permanent number, with a photo and a copy of your ID. An app version exists too and is being extended.

## Choose a regular doctor

Declare a **médecin traitant**, a regular doctor, as soon as you can. Seeing specialists without going through your regular doctor first, outside the exceptions, leads to lower refunds. The doctor fills in the declaration with you, often during the first appointment.

## The *mutuelle*: why the public cover is not enough

The Assurance Maladie reimburses a share of most costs, not all of them. The rest, the part left for you to pay, is covered by a **complementary health insurance**, commonly called a *mutuelle*. Glasses, dental care and hospital stays are where the difference shows most.

- **Employees of private companies** must be offered a collective mutuelle by their employer, who must pay a share of it set by law. It is usually mandatory to join, with a few exceptions.
- **Others** (self-employed, students, visitors, retirees) choose one on the open market: compare the cover table, the waiting periods some contracts apply, and the monthly price.
- **People on low incomes** may be entitled to the **Complémentaire santé solidaire**, a free or low-cost public top-up insurance; eligibility depends on your resources and is checked on ameli.fr.

## Students

Students from outside the EU register with the general health insurance scheme themselves, for free, once enrolled; they are not asked to wait. A mutuelle is optional but strongly advised. For the other student formalities, see our [student visa page](/visa/etudiant); note also the yearly student and campus life contribution of {fact:student.cvec}, which is separate from health insurance.

## Keep your rights open

- Update your address and your residence permit on your ameli account whenever they change.
- When your residence permit expires, renew it in time: your rights depend on a valid residence document.
- Keep the certificate of rights (*attestation de droits*) you can download from your account; hospitals and mutuelles ask for it.

Health costs are one of the lines of our [budget planner](/tools/budget), if you want to see them next to rent and transport.

*This article is general guidance, not legal or medical advice. Rules and refund rates change: check ameli.fr and Service-Public.fr for your own situation.*
`;
