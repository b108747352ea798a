import { ChatPreview } from "./chat-preview.tsx";
import { DoneForYou, type PlanGroupView } from "./done-for-you.tsx";
import { CityPromo, HowItWorks, Resources, StartJourney, VisaCards } from "./home-sections.tsx";

/**
 * The home page between the hero and the consultation form: what Passerelle offers, as text and
 * links. One module, so the browser fetches it in one piece when it hydrates on intent (ADR 0048).
 */
export function HomeShowcase({ groups }: { groups: PlanGroupView[] }) {
  return (
    <>
      <ChatPreview />
      <HowItWorks />
      <VisaCards />
      <DoneForYou groups={groups} />
      <Resources />
      <CityPromo />
      <StartJourney />
    </>
  );
}
