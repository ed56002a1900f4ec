import type { ComponentProps } from 'react';
import { SectionCard } from '../../shared/ui/SectionCard';

/** One card of the company page, with a heading its landmark points at. */
export function CompanySection(props: Omit<ComponentProps<typeof SectionCard>, 'stack' | 'tone'>) {
  return <SectionCard {...props} />;
}
