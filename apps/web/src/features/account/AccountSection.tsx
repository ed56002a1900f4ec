import type { ComponentProps } from 'react';
import { SectionCard } from '../../shared/ui/SectionCard';

/** One card of the account page: its parts one below the other. */
export function AccountSection(props: Omit<ComponentProps<typeof SectionCard>, 'stack' | 'actions'>) {
  return <SectionCard {...props} stack />;
}
