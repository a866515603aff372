/**
 * Replacing the signed-in member asks first (ADR 020): a sign-in that would end another member's
 * session on this browser waits for the member's answer in a confirm dialog (`SessionSwitchHost`).
 */
import type { Session } from '@lightbearers/api-client';
import { atom } from 'jotai';
import { appStore } from './store';

export interface SwitchQuestion {
  /** The name of the member signed in now. */
  from: string;
  /** The name of the member the sign-in would switch to. */
  to: string;
  /** The member's answer; only the first one counts. */
  answer: (switchAccount: boolean) => void;
}

/** The open question, or null. */
export const switchQuestionAtom = atom<SwitchQuestion | null>(null);

/** Asks whether to replace `current` with `next`; resolves with the answer (an older open question is declined). */
export function askToSwitch(current: Session, next: Session, store = appStore): Promise<boolean> {
  store.get(switchQuestionAtom)?.answer(false);
  return new Promise((resolve) => {
    let answered = false;
    const question: SwitchQuestion = {
      from: current.name,
      to: next.name,
      answer: (switchAccount) => {
        if (answered) return;
        answered = true;
        if (store.get(switchQuestionAtom) === question) store.set(switchQuestionAtom, null);
        resolve(switchAccount);
      },
    };
    store.set(switchQuestionAtom, question);
  });
}
