import { CtaBand } from '../components/cta-band';
import { FaqSection } from '../components/home/faq-section';
import { FeaturesSection } from '../components/home/features-section';
import { HeroSection } from '../components/home/hero-section';
import { PricingSection } from '../components/home/pricing-section';
import { WorkflowSection } from '../components/home/workflow-section';
import { useDocumentTitle } from '../hooks/use-document-title';

/** The landing page: hero with a live map, features, how it flows, pricing, FAQ. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <WorkflowSection />
      <PricingSection />
      <FaqSection />
      <CtaBand />
    </>
  );
}
