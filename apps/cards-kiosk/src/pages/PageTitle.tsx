import { Heading, mq } from '@lightbearers/ui';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../kiosk/useMediaQuery';

/** A page's one `h1`: ui's largest heading, a step smaller on a phone so a long card title fits. */
export function PageTitle({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(mq.phoneOnly);
  return (
    <Heading as="h1" size={phone ? 'xl' : '2xl'}>
      {children}
    </Heading>
  );
}
