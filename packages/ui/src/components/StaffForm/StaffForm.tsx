import { formatCount } from '@lightbearers/domain';
import {
  type ComponentPropsWithoutRef,
  type FormEvent,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import * as th from '../../i18n/th';
import { useMergedRef } from '../../internal/useMergedRef';
import { Alert } from '../Alert';
import { Button } from '../Button';
import {
  StaffFormBar,
  StaffFormNote,
  StaffFormRoot,
  StaffFormSectionDescription,
  StaffFormSectionFields,
  StaffFormSectionHead,
  StaffFormSectionRoot,
  StaffFormSectionTitle,
  StaffFormSummary,
} from './StaffForm.styles';

/** One field the app found wrong: the summary lists it and links to it. */
export interface StaffFormError {
  /** The field control's `id`: the summary's link moves focus there. */
  fieldId: string;
  /** The field's label as shown ('ชื่อของที่ระลึก'). */
  label: string;
  /** The Thai message the field shows under itself ('กรุณากรอกชื่อของที่ระลึก'). */
  message: string;
}

export interface StaffFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** Called on save (the submit button or Enter in a field), never while `busy`. The app validates. */
  onSubmit: () => void;
  /** Called by the cancel button; without it there is none. */
  onCancel?: () => void;
  /** The save is running: save spins, cancel and save are disabled, the form is marked busy. */
  busy?: boolean;
  /** The form holds changes not saved yet: the bar says so. */
  dirty?: boolean;
  /** The fields the app found wrong after a save; listed above the form, focus moves there once. */
  errors?: readonly StaffFormError[];
  /** The save button's label (default 'บันทึก'). */
  saveLabel?: string;
  /** The cancel button's label (default 'ยกเลิก'). */
  cancelLabel?: string;
  /** `StaffForm.Section`s, or fields directly. */
  children: ReactNode;
}

/** The summary link moves focus to its field (a fragment link alone only scrolls). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

/**
 * The back office's edit form: sections of fields, an error summary that lists every field's Thai
 * message and links to it, and a save bar stuck to the bottom of the screen (cancel, save, busy,
 * unsaved changes). Controlled by the app: it holds the values, validates on `onSubmit` and passes
 * `errors` (each field shows its own `error` too) and `busy`.
 */
const StaffFormRootComponent = forwardRef<HTMLFormElement, StaffFormProps>(function StaffForm(
  {
    onSubmit,
    onCancel,
    busy = false,
    dirty = false,
    errors = [],
    saveLabel = th.common.save,
    cancelLabel = th.common.cancel,
    children,
    ...rest
  },
  ref,
) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mergedRef = useMergedRef(ref, formRef);
  // After a save attempt, the summary takes focus once its errors arrive (at once, or after the
  // service answers); errors that change while typing never move focus.
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (!pendingFocus.current) return;
    if (errors.length > 0) {
      pendingFocus.current = false;
      summaryRef.current?.focus();
    } else if (!busy) {
      pendingFocus.current = false;
    }
  }, [errors, busy]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    pendingFocus.current = true;
    onSubmit();
  };

  return (
    <StaffFormRoot
      ref={mergedRef}
      noValidate
      aria-busy={busy || undefined}
      data-component="StaffForm"
      data-state={busy ? 'loading' : 'idle'}
      {...rest}
      onSubmit={submit}
    >
      {errors.length > 0 ? (
        <StaffFormSummary ref={summaryRef} tabIndex={-1} data-part="ErrorSummary">
          <Alert tone="danger" role="alert" title={th.staffForm.errorSummary(formatCount(errors.length))}>
            <ul>
              {errors.map((error) => (
                <li key={error.fieldId}>
                  <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                    {error.label}: {error.message}
                  </a>
                </li>
              ))}
            </ul>
          </Alert>
        </StaffFormSummary>
      ) : null}
      {children}
      <StaffFormBar role="group" aria-label={th.staffForm.saveBar} data-part="SaveBar">
        {dirty ? <StaffFormNote data-part="Unsaved">{th.staffForm.unsaved}</StaffFormNote> : null}
        {onCancel ? (
          <Button variant="secondary" disabled={busy} onClick={onCancel} data-part="Cancel">
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" loading={busy} data-part="Save">
          {saveLabel}
        </Button>
      </StaffFormBar>
    </StaffFormRoot>
  );
});

export interface StaffFormSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The section's title ('ข้อมูลทั่วไป', 'การเผยแพร่'); its accessible name, so required. */
  title: string;
  /** A sentence under the title: what these fields decide. */
  description?: ReactNode;
  /** The title's outline level: h2 under the screen's h1 (default). */
  headingLevel?: 'h2' | 'h3';
  /** The fields. */
  children: ReactNode;
}

/** A titled group of fields in a `StaffForm`: a card on wide screens, a divided block on phones. */
const StaffFormSection = forwardRef<HTMLElement, StaffFormSectionProps>(function StaffFormSection(
  { title, description, headingLevel = 'h2', children, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <StaffFormSectionRoot ref={ref} aria-labelledby={titleId} data-component="StaffFormSection" {...rest}>
      <StaffFormSectionHead>
        <StaffFormSectionTitle as={headingLevel} id={titleId} data-part="Title">
          {title}
        </StaffFormSectionTitle>
        {description ? (
          <StaffFormSectionDescription data-part="Description">{description}</StaffFormSectionDescription>
        ) : null}
      </StaffFormSectionHead>
      <StaffFormSectionFields data-part="Fields">{children}</StaffFormSectionFields>
    </StaffFormSectionRoot>
  );
});

/** `StaffForm` with its part `StaffForm.Section`. */
export const StaffForm = Object.assign(StaffFormRootComponent, { Section: StaffFormSection });
export { StaffFormSection };
