import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { switchQuestionAtom } from '../session/switch';

// The dialog's code loads when a sign-in first asks, never with the first screen.
const SessionSwitchDialog = lazy(() => import('./SessionSwitchDialog'));

/** Mounts the "switch account?" question while a sign-in waits for the member's answer (ADR 020). */
export function SessionSwitchHost() {
  const question = useAtomValue(switchQuestionAtom);
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <SessionSwitchDialog question={question} />
    </Suspense>
  );
}
