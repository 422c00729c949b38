import { Accordion, AccordionItem } from '@client/components/ui/accordion';
import { FAQ } from '../../data/faq';
import { MarketingSection } from '../marketing-section';
import './faq-section.css';

export function FaqSection() {
  return (
    <MarketingSection
      id="faq"
      eyebrow="FAQ"
      title="Questions, answered"
      lead="The short version of what people ask before they sign up."
    >
      <Accordion type="single" collapsible className="faq-section__list">
        {FAQ.map((entry) => (
          <AccordionItem key={entry.id} value={entry.id} title={entry.question}>
            <p>{entry.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </MarketingSection>
  );
}
