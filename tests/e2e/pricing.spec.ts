import type { Page } from "@playwright/test";
import { apiMessageCatalogs } from "../../content/messages/api-messages.ts";
import { subscriptionFeatures } from "../../content/pricing/subscription-features.ts";
import {
  dfyPackagesOf,
  formatEuros,
  pdfGuide,
  planGuaranteeDays,
  subscriptionPlans,
  vatRatePercent,
  yearlySavingCents,
} from "../../core/plans-catalogue.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import { catalogs, expect, expectNoAxeViolations, interpolate, test, useLanguage, visit } from "./support.ts";

/**
 * /pricing (ADR 0028): tabs and the billing toggle as links that work without JavaScript,
 * prices from the catalogue (core/plans-catalogue.ts) in the reader's language, the viewer's own
 * plan marked, and the done-for-you buttons opening the consultation form prefilled.
 */

const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
const free = subscriptionPlans.find((plan) => plan.id === "free-explorer");
if (!premium || !free) throw new Error("the catalogue lost a subscription plan");

const tabs = [
  { id: "subscriptions", label: "subscriptions", title: "subscriptions", group: null },
  { id: "individuals", label: "individuals", title: "individuals", group: "individuals" },
  { id: "business", label: "business", title: "business", group: "business" },
  { id: "eu-eea", label: "euEea", title: "euEea", group: "eu-eea" },
] as const;

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const p = t.pricing;
  const euros = (cents: number) => formatEuros(cents, language);
  const vat = interpolate(p.vatIncluded, {
    rate: new Intl.NumberFormat(language, { style: "percent" }).format(vatRatePercent / 100),
  });

  const main = (page: Page) => page.getByRole("main");
  const tabNav = (page: Page) => main(page).getByRole("navigation", { name: p.tabsLabel });
  const planCard = (page: Page, name: string) => main(page).getByRole("article", { name });
  const panelHeading = (page: Page, title: string) => main(page).getByRole("heading", { level: 2, name: title });

  test.describe(`pricing without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("the tabs are links: each one shows its own panel, marked current, from the keyboard too", async ({
      page,
    }) => {
      const response = await page.goto("/pricing");
      expect(response?.status()).toBe(200);
      await expect(main(page).getByRole("heading", { level: 1, name: t.page.pricing })).toBeVisible();
      await expect(tabNav(page).getByRole("link", { name: p.tabs.subscriptions })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(panelHeading(page, p.subscriptions.title)).toBeVisible();
      await expect(planCard(page, premium.name)).toBeVisible();

      for (const tab of tabs.slice(1)) {
        const link = tabNav(page).getByRole("link", { name: p.tabs[tab.label] });
        // Keyboard: focus the link and press Enter, as a person without a mouse would.
        await link.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`/pricing?tab=${tab.id}`);
        await expect(panelHeading(page, p[tab.title].title)).toBeVisible();
        await expect(tabNav(page).getByRole("link", { name: p.tabs[tab.label] })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(tabNav(page).getByRole("link", { name: p.tabs.subscriptions })).not.toHaveAttribute(
          "aria-current",
          "page",
        );
        // The panel holds this group's packages and no other's.
        const names = tab.group ? dfyPackagesOf(tab.group).map((plan) => plan.name) : [];
        for (const name of names) await expect(planCard(page, name)).toBeVisible();
        // + the PDF guide's and the extra consulting's cards, under every tab.
        await expect(main(page).getByRole("article")).toHaveCount(names.length + 2);
        await expect(planCard(page, premium.name)).toHaveCount(0);
      }

      // Back to the subscriptions, where the yearly toggle also works without JavaScript.
      await tabNav(page).getByRole("link", { name: p.tabs.subscriptions }).click();
      await main(page)
        .getByRole("navigation", { name: p.billing.label })
        .getByRole("link", { name: p.billing.yearly })
        .click();
      await expect(page).toHaveURL("/pricing?tab=subscriptions&billing=yearly");
      await expect(planCard(page, premium.name)).toContainText(euros(premium.yearlyCents));
    });
  });

  test.describe(`pricing [${language}]`, () => {
    useLanguage(language);

    test("monthly by default; the yearly toggle shows the yearly price, the saving and the monthly equivalent", async ({
      page,
    }) => {
      await visit(page, "/pricing");
      const card = planCard(page, premium.name);
      const billing = main(page).getByRole("navigation", { name: p.billing.label });
      await expect(billing.getByRole("link", { name: p.billing.monthly })).toHaveAttribute("aria-current", "true");
      await expect(card).toContainText(`${euros(premium.monthlyCents)} ${p.perMonth}`);
      await expect(card).toContainText(vat);
      await expect(card.locator('input[name="interval"]')).toHaveValue("month");

      await billing.getByRole("link", { name: p.billing.yearly }).click();
      await expect(page).toHaveURL("/pricing?tab=subscriptions&billing=yearly");
      await expect(billing.getByRole("link", { name: p.billing.yearly })).toHaveAttribute("aria-current", "true");
      await expect(card).toContainText(`${euros(premium.yearlyCents)} ${p.perYear}`);
      await expect(card).toContainText(vat);
      const saving = yearlySavingCents(premium);
      expect(saving).toBeGreaterThan(0);
      await expect(card).toContainText(interpolate(p.yearlySaving, { amount: euros(saving) }));
      await expect(card).toContainText(
        interpolate(p.monthlyEquivalent, { amount: euros(Math.round(premium.yearlyCents / 12)) }),
      );

      // A visitor's button says they will sign in first; the form carries the toggle's interval
      // and an idempotency key for this attempt, never a price.
      const form = card.locator('form[action="/checkout"][method="post"]');
      await expect(form.getByRole("button", { name: p.signInToSubscribe })).toBeVisible();
      await expect(form.locator('input[name="product"]')).toHaveValue("premium-relocator");
      await expect(form.locator('input[name="interval"]')).toHaveValue("year");
      await expect(form.locator('input[name="attempt"]')).toHaveValue(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      await expect(form.locator('input[name*="amount"], input[name*="price"]')).toHaveCount(0);

      // The free plan leads a visitor to registration; the money-back note and the guide's card.
      await expect(planCard(page, free.name).getByRole("link", { name: p.createAccount })).toHaveAttribute(
        "href",
        "/register",
      );
      await expect(main(page)).toContainText(interpolate(p.moneyBack_other, { count: String(planGuaranteeDays) }));
      const guide = main(page).getByRole("article", { name: p.other.guide.title });
      await expect(guide).toContainText(euros(pdfGuide.priceCents));
      await expect(guide).toContainText(
        interpolate(p.other.guide.guarantee_other, { count: String(pdfGuide.guaranteeDays) }),
      );
      await expect(guide.getByRole("link", { name: p.other.guide.cta })).toHaveAttribute("href", "/pdf-guide");
    });

    test("the subscribe button goes through /checkout: a visitor to sign in and back, a member to payment", async ({
      page,
    }) => {
      await visit(page, "/pricing?billing=yearly");
      await planCard(page, premium.name).getByRole("button", { name: p.signInToSubscribe }).click();
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/pricing?billing=yearly&tab=subscriptions");

      await registerThroughApi(page, uniqueEmail(`pricing-buy-${language}`));
      await visit(page, "/pricing?billing=yearly");
      await planCard(page, premium.name).getByRole("button", { name: p.subscribeYearly }).click();
      // The built-in test provider's payment page (the run listens on loopback without Stripe keys).
      await expect(page).toHaveURL(/\/test-checkout\//);
    });

    test("a purchase /checkout refused comes back with its reason in words", async ({ page }) => {
      await visit(page, "/pricing?checkoutError=interval_invalid");
      await expect(main(page).getByRole("alert")).toHaveText(apiMessageCatalogs[language].interval_invalid);
      // The reason is said once: the page's own links do not carry it on.
      const yearly = main(page)
        .getByRole("navigation", { name: p.billing.label })
        .getByRole("link", { name: p.billing.yearly });
      await expect(yearly).toHaveAttribute("href", "/pricing?tab=subscriptions&billing=yearly");
    });

    test("features not built yet are marked coming soon, never sold as present", async ({ page }) => {
      await visit(page, "/pricing");
      for (const plan of [free, premium]) {
        const items = planCard(page, plan.name).getByRole("listitem");
        const features = subscriptionFeatures[plan.id];
        await expect(items).toHaveCount(features.length);
        for (const feature of features) {
          const item = items.filter({ hasText: feature.text[language] });
          await expect(item).toHaveCount(1);
          if (feature.live) await expect(item).not.toContainText(p.comingSoon);
          else await expect(item).toContainText(p.comingSoon);
        }
      }
      await expect(main(page).getByText(p.comingSoonNote)).toBeVisible();
    });

    test("the assistant and the city comparison, both live, are not called coming soon (issue 28)", async ({
      page,
    }) => {
      await visit(page, "/pricing");
      const text = (plan: "free-explorer" | "premium-relocator", id: string) => {
        const feature = subscriptionFeatures[plan].find((candidate) => candidate.id === id);
        if (!feature) throw new Error(`${plan} lost its feature ${id}`);
        return feature.text[language];
      };
      const itemOf = (planName: string, itemText: string) =>
        planCard(page, planName).getByRole("listitem").filter({ hasText: itemText });
      // The detailed assessment is built (/assessment): no longer labelled.
      for (const [plan, id] of [
        [free, "city-comparison"],
        [premium, "assistant"],
        [premium, "full-city-comparison"],
        [free, "detailed-assessment"],
        [premium, "unlimited-detailed-assessments"],
      ] as const) {
        const item = itemOf(plan.name, text(plan.id, id));
        await expect(item, id).toHaveCount(1);
        await expect(item, id).not.toContainText(p.comingSoon);
      }
      await expectNoAxeViolations(page, `/pricing, live features [${language}]`);
    });

    test("a signed-in premium user sees Premium Relocator marked as their current plan", async ({ page }) => {
      const email = uniqueEmail(`pricing-premium-${language}`);
      await registerThroughApi(page, email);

      // Signed in on the free plan: Free Explorer is theirs, Premium has a subscribe button.
      await visit(page, "/pricing");
      await expect(planCard(page, free.name).getByText(p.currentPlan)).toBeVisible();
      await expect(planCard(page, premium.name).getByRole("button", { name: p.subscribeMonthly })).toBeVisible();
      await expect(planCard(page, premium.name).getByText(p.currentPlan)).toHaveCount(0);

      updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
      await visit(page, "/pricing");
      await expect(planCard(page, premium.name).getByText(p.currentPlan)).toBeVisible();
      await expect(planCard(page, premium.name).getByRole("button")).toHaveCount(0);
      await expect(planCard(page, free.name).getByText(p.currentPlan)).toHaveCount(0);
      await expectNoAxeViolations(page, `/pricing premium [${language}]`);
    });

    for (const [tab, name, type] of [
      ["individuals", "Family Premium", "family"],
      ["business", "Startup Launch", "entrepreneur"],
    ] as const) {
      test(`${name}'s button opens the consultation form prefilled with the package and the ${type} type`, async ({
        page,
      }) => {
        await visit(page, `/pricing?tab=${tab}`);
        const card = planCard(page, name);
        await card.getByRole("link", { name: interpolate(p.package.cta, { name }) }).click();
        await expect(page).toHaveURL(/\/\?consultation=[a-z-]+#consultation$/);
        const form = page.getByRole("region", { name: t.consultation.heading });
        await expect(form).toBeInViewport();
        await expect(form.getByRole("radio", { name: t.consultation.types[type] })).toBeChecked();
        const message = form.getByRole("textbox", { name: t.consultation.message });
        await expect(message).toHaveValue(interpolate(p.consultationMessage, { name }));
        // Still the person's own words to change before sending; nothing was sent.
        await message.fill(`${interpolate(p.consultationMessage, { name })} We are two adults.`);
        await expect(message).toHaveValue(/We are two adults\.$/);
      });
    }

    test("a package card shows the catalogue's price, time saved, guarantee and fee estimate", async ({ page }) => {
      await visit(page, "/pricing?tab=business");
      for (const plan of dfyPackagesOf("business")) {
        const card = planCard(page, plan.name);
        if (plan.priceCents === null) throw new Error(`${plan.id} has a price in the catalogue`);
        await expect(card).toContainText(euros(plan.priceCents));
        await expect(card).toContainText(vat);
        await expect(card).toContainText(
          interpolate(p.package.externalFees, {
            min: euros(plan.externalFeesCents.min),
            max: euros(plan.externalFeesCents.max),
          }),
        );
        const hours = plan.hoursSaved.orMore ? p.package.hoursSavedOrMore_other : p.package.hoursSaved_other;
        await expect(card).toContainText(interpolate(hours, { count: String(plan.hoursSaved.hours) }));
      }
      // Enterprise Setup's concierge guarantee reads in months, the others in days.
      await expect(planCard(page, "Enterprise Setup")).toContainText(
        interpolate(p.package.guaranteeMonths_other, { count: "6" }),
      );
      await expect(planCard(page, "Startup Launch")).toContainText(
        interpolate(p.package.guaranteeDays_other, { count: String(planGuaranteeDays) }),
      );
      // The EU/EEA package has no price: it says so.
      await main(page).getByRole("navigation", { name: p.tabsLabel }).getByRole("link", { name: p.tabs.euEea }).click();
      await expect(planCard(page, "EU/EEA Freedom Package")).toContainText(p.package.priceOnRequest);
    });

    for (const tab of tabs) {
      test(`axe finds no violation on the ${tab.id} tab`, async ({ page }) => {
        await visit(page, `/pricing?tab=${tab.id}`);
        await expect(panelHeading(page, p[tab.title].title)).toBeVisible();
        await expectNoAxeViolations(page, `/pricing?tab=${tab.id} [${language}]`);
      });
    }
  });
}
