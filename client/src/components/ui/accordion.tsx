import * as RadixAccordion from '@radix-ui/react-accordion';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import './accordion.css';

/** Accordion (Radix): Enter/Space toggle, arrow keys move between questions. Default: one open at a time. */
export function Accordion({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixAccordion.Root> & { className?: string }) {
  return <RadixAccordion.Root {...props} className={clsx('ui-accordion', className)} />;
}

export interface AccordionItemProps {
  value: string;
  /** The question or heading text; rendered inside an h3 button. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

export function AccordionItem({ value, title, children, className }: AccordionItemProps) {
  return (
    <RadixAccordion.Item value={value} className={clsx('ui-accordion__item', className)}>
      <RadixAccordion.Header className="ui-accordion__header">
        <RadixAccordion.Trigger className="ui-accordion__trigger">
          <span>{title}</span>
          <ChevronDown className="ui-accordion__chevron" aria-hidden="true" />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="ui-accordion__content">
        <div className="ui-accordion__body">{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
