import { type FormEvent, forwardRef, type ReactElement, type ReactNode, useId } from 'react';
import { Alert } from '../components/Alert';
import { Button, type ButtonProps } from '../components/Button';
import { Dialog, type DialogContentProps } from '../components/Dialog';
import * as th from '../i18n/th';
import { FormDialogFields, FormDialogWrap } from './formDialog.styles';

/** The `Dialog.Content` props a form dialog passes through (everything but what it fixes). */
export type FormDialogContentProps = Omit<
  DialogContentProps,
  'title' | 'children' | 'description' | 'icon' | 'onSubmit'
>;

/** The props a form dialog component takes besides its values and `onSave`. */
export interface FormDialogOuterProps extends FormDialogContentProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state (Cancel, close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** The save is running: the buttons are disabled and Save spins. */
  saving?: boolean;
  /** A Thai error from the app (the save failed), shown above the fields. */
  error?: ReactNode;
  /** The dialog's title. */
  title?: string;
}

/** Extra attributes of a footer button (`data-part`, or Save's own `disabled` rule). */
type FooterButtonProps = Partial<Pick<ButtonProps, 'disabled'>> & { 'data-part'?: string };

interface FormDialogProps extends FormDialogContentProps {
  /** `data-component` of the dialog card. */
  component: string;
  /** The dialog's title (its accessible name). */
  title: string;
  /** Controlled open state (with `onOpenChange`). */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog. */
  trigger?: ReactElement | undefined;
  /** The save is running: Cancel is disabled, Save spins (and is disabled unless `save` says). */
  busy: boolean;
  /** Called on submit, default prevented, never while `busy`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * `fields`: the form is the body's column of fields (error first), Save submits it by id;
   * `wrap`: the form wraps body and footer without a box of its own.
   */
  layout: 'fields' | 'wrap';
  /** `noValidate` on the form (the browser's own checks off). */
  noValidate?: boolean;
  /** A Thai error from the app, shown above the fields (`fields` layout). */
  error?: ReactNode;
  /** Extra attributes of the Cancel button. */
  cancel?: FooterButtonProps;
  /** Extra attributes of the Save button. */
  save?: FooterButtonProps;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form-in-a-dialog of the profile and post editors (EditProfileDialog, SocialLinksDialog,
 * EditDescriptionDialog), written once: the dialog, the form and its fields, and the footer's
 * Cancel (closes) and Save (submits; spins while `busy`).
 */
export const FormDialog = forwardRef<HTMLDivElement, FormDialogProps>(function FormDialog(
  {
    component,
    title,
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    busy,
    onSubmit,
    layout,
    noValidate,
    error,
    cancel,
    save,
    children,
    ...rest
  },
  ref,
) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit(event);
  };
  const footer = (
    <Dialog.Footer>
      <Dialog.Close>
        <Button variant="secondary" disabled={busy} {...cancel}>
          {th.common.cancel}
        </Button>
      </Dialog.Close>
      <Button
        type="submit"
        form={layout === 'fields' ? formId : undefined}
        loading={busy}
        disabled={busy}
        {...save}
      >
        {th.common.save}
      </Button>
    </Dialog.Footer>
  );
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content ref={ref} title={title} data-component={component} {...rest}>
        {layout === 'fields' ? (
          <>
            <Dialog.Body>
              <FormDialogFields id={formId} onSubmit={submit} noValidate={noValidate} data-part="Form">
                {error ? (
                  <Alert tone="danger" role="alert" data-part="Error">
                    {error}
                  </Alert>
                ) : null}
                {children}
              </FormDialogFields>
            </Dialog.Body>
            {footer}
          </>
        ) : (
          <FormDialogWrap onSubmit={submit} noValidate={noValidate}>
            <Dialog.Body>{children}</Dialog.Body>
            {footer}
          </FormDialogWrap>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
});
