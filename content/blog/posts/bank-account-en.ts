/** "Opening a bank account in France": English seed post (figures are registry tokens). */
export const bankAccountEn = `A French bank account is the key that opens most other doors. Your employer pays salaries by transfer to it, landlords collect rent from it by direct debit, and health insurance sends refunds to it. Here is how to open one quickly, what to bring, and what to do if a bank says no.

## Why you need a French account (and not just your home one)

In theory any account in the euro payments area (SEPA) should be accepted for transfers and direct debits. In practice many French employers, landlords and utilities still ask for a French **RIB** (*relevé d'identité bancaire*), the short document that shows your account holder name, IBAN and BIC. Having one removes a lot of friction in the first weeks.

## Traditional bank or online bank?

**Traditional banks** (with branches) usually ask for an appointment with an adviser. The advantage: they can handle unusual situations, such as a recent arrival, a foreign income or a temporary address, and they can issue cheques, which some landlords still like for deposits.

**Online banks** open an account in days through an app, with a video or photo check of your identity. They are convenient, but:

- some accept only certain nationalities or residence documents;
- some require a permanent French address, or a French tax residence;
- cash deposits and certain services may be limited.

Many newcomers open an online account to get started, then a traditional one later, or the other way round. Both are legitimate choices.

## What to bring

Banks are required to check your identity and your address. Expect to be asked for:

- your **passport**;
- your **visa or residence permit** (a VLS-TS with its validation receipt is usually enough);
- a **proof of address**: a lease, a recent utility bill, or a hosting certificate (*attestation d'hébergement*) from the person you live with, with their ID and their own proof of address;
- a **proof of income or status**: employment contract, payslip, student enrolment certificate or proof of resources;
- sometimes a **tax identification number** from your previous country, because banks must report on accounts held by people who may be tax resident elsewhere.

Bring originals and copies. If your documents are not in French, ask in advance whether a translation is needed.

## Which account to choose

Compare the yearly cost of the account, the debit card and any package of services. French banks list their fees in a standard table (the *plaquette tarifaire*), which you can ask for or find on their website. Look in particular at:

- card fees and the type of card (some very basic cards are refused at petrol stations or car rental desks);
- fees for international transfers, if you send or receive money from abroad;
- overdraft fees and incident fees.

Do not sign up for insurance or savings products you do not need just to open the account: they are optional.

## If a bank refuses you: the *droit au compte*

In France, anyone who lives in the country has a right to a basic bank account, whatever their nationality. If a bank refuses to open an account:

1. Ask the bank for a **written refusal letter** (*attestation de refus*). Banks are required to give one.
2. Send it to the **Banque de France** with your ID and proof of address, or ask the bank that refused you to forward the file for you.
3. The Banque de France then designates a bank that must open a basic account for you, with a set of essential services (a card, transfers, direct debits) at no charge.

The basic account is modest, but it is a real French account with a RIB. You can move to another bank later. The procedure is described on [Service-Public.fr](https://www.service-public.fr/) and on the [Banque de France](https://www.banque-france.fr/) website.

## Once the account is open

- **Download your RIB** and keep it in your documents: you will send it to your employer, your landlord, your phone operator, the CAF and health insurance.
- **Give your RIB to health insurance** ([ameli.fr](https://www.ameli.fr/)) so refunds are paid to you.
- **Set up direct debits** for rent and utilities, and keep a little margin: a rejected direct debit costs fees.
- **Keep your details up to date.** When your residence permit is renewed, send the new one to your bank; some banks freeze accounts when the document on file expires.

## Money for the visa file

If you are still preparing your application, consulates often look at your recent bank statements to see that you have enough resources. Many consulates ask for statements covering the latest {fact:bank-statements.months}; a French account is not required for that, your home account is fine. For a realistic view of what the first months cost, use our [budget planner](/tools/budget).

## Common mistakes

- Waiting for a permanent address before trying: a hosting certificate or a short-term rental receipt usually works.
- Giving up after one refusal instead of asking for the refusal letter.
- Letting the residence permit on file expire without sending the new one.
- Using a foreign card for everything: conversion fees add up quickly.

*This article is general guidance, not legal or financial advice. Banks set their own requirements and fees: check with them, and with the official sources above, for your situation.*
`;
