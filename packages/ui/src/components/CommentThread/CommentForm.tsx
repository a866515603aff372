import { isCommentSendable } from '@lightbearers/domain';
import { type FormEvent, forwardRef, useEffect, useRef, useState } from 'react';
import * as th from '../../i18n/th';
import { useMergedRef } from '../../internal/useMergedRef';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { CommentFormRoot } from './CommentThread.styles';

export interface CommentFormProps {
  /** Hidden label and placeholder of the box. */
  label: string;
  /** Sends the text; resolve when saved (the box then empties), reject to keep the text. */
  onSend: (text: string) => void | Promise<void>;
  /** Called after a successful send. */
  onSent?: () => void;
  /** Moves focus into the box when it appears (a reply box opened by its button). */
  focusOnMount?: boolean;
  /** `data-part` of the form: `Composer` (new comment) or `ReplyForm`. */
  part: 'Composer' | 'ReplyForm';
  /** Said under the box after a send was refused (the text stays); nothing when left out. */
  refusedMessage?: string;
}

/**
 * One comment box with its send button. An empty or blank text is silently not sent
 * (`isCommentSendable`, product §5); while a send runs the button is busy and the box read-only. A
 * refused send keeps the text, and the app's `refusedMessage`, when it gives one, shows under the box.
 */
export const CommentForm = forwardRef<HTMLInputElement, CommentFormProps>(function CommentForm(
  { label, onSend, onSent, focusOnMount = false, part, refusedMessage },
  ref,
) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !isCommentSendable(text)) return;
    setBusy(true);
    setRefused(false);
    try {
      await onSend(text.trim());
      setText('');
      onSent?.();
    } catch {
      // The app logs the failure (product §9); the text stays so the member can try again.
      setRefused(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CommentFormRoot data-part={part} data-state={busy ? 'loading' : 'idle'} onSubmit={submit}>
        <TextField
          ref={mergedRef}
          label={label}
          labelHidden
          placeholder={label}
          value={text}
          readOnly={busy}
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy} data-part="Send">
          {th.comments.send}
        </Button>
      </CommentFormRoot>
      {refused && refusedMessage ? (
        <Alert tone="warning" role="alert" data-part="Refused">
          {refusedMessage}
        </Alert>
      ) : null}
    </>
  );
});
