/**
 * What a back-office screen shows while its data and its view load (the route's pending view, and
 * the fallback while the view's code arrives): the title and a spinner in the screen's column.
 * Light on purpose: it is the only ui a staff screen module carries itself.
 */
import { Heading, Spinner } from '@lightbearers/ui';
import { StaffMain, StaffShell } from './frame';
import { staffTitles } from './titles';

export function StaffPending({ title }: { title: string }) {
  return (
    <StaffShell data-nav="none" data-testid="staff-screen" data-state="loading">
      <StaffMain>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Spinner label={staffTitles.loading} />
      </StaffMain>
    </StaffShell>
  );
}
