import { ChatPreview } from "./chat-preview.tsx";
import { DoneForYou, type PlanGroupView } from "./done-for-you.tsx";
import { CityPromo, HowItWorks, Resources, StartJourney, VisaCards } from "./home-sections.tsx";

/**
 * The home page between the hero and the consultation form: what Passerelle offers, as text,
 * links and start buttons. One module, kept as the server's HTML in the browser (ADR 0053).
 */
export function HomeShowcase({ planGroups }: { planGroups: PlanGroupView[] }) {
  return (
    <>
      <ChatPreview />
      <HowItWorks />
      <VisaCards />
      <DoneForYou groups={planGroups} />
      <Resources />
      <CityPromo />
      <StartJourney />
    </>
  );
}
