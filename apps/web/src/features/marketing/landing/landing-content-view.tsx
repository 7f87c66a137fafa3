import { ApplicationsSection } from './applications-section';
import { ClosingSection } from './closing-section';
import { DivideSection } from './divide-section';
import { ExplainerSection } from './explainer-section';
import { FeaturesMarquee } from './features-marquee';
import { HeroSection } from './hero-section';
import { LandingTopBar } from './landing-top-bar';

// Everything on "/" between the skip link and the footer; shared by the app and the static prerender.
export function LandingContent() {
  return (
    <>
      <div className="bg-gradient-to-b from-nyanza via-light-yellow to-white">
        <LandingTopBar />
        <HeroSection />
      </div>
      <ExplainerSection />
      <DivideSection />
      <FeaturesMarquee />
      <ApplicationsSection />
      <ClosingSection />
    </>
  );
}
