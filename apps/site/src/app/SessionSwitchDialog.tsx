import { ConfirmDialog } from '@lightbearers/ui';
import * as copy from '../copy';
import type { SwitchQuestion } from '../session/switch';

/**
 * "Switch account?": a sign-in would replace the member signed in on this browser. Cancel (where
 * focus starts) and Escape keep the current member; only the confirm button switches.
 */
export default function SessionSwitchDialog({ question }: { question: SwitchQuestion }) {
  return (
    <ConfirmDialog
      open
      title={copy.session.switchTitle}
      message={copy.session.switchMessage(question.from, question.to)}
      confirmLabel={copy.session.switchConfirm}
      cancelLabel={copy.session.switchKeep}
      onConfirm={() => question.answer(true)}
      onCancel={() => question.answer(false)}
      onOpenChange={(open) => {
        if (!open) question.answer(false);
      }}
      data-testid="session-switch"
    />
  );
}
