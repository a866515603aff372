import { type FormEvent, forwardRef, type ReactNode, useId } from 'react';
import { th } from '../../i18n/th';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog, type DialogContentProps } from '../Dialog';
import { type ProfileSocialNetwork, profileSocialNetworks } from '../ProfileHeader';
import { TextField } from '../TextField';
import { SocialLinksFields } from './SocialLinksDialog.styles';

/** The five URLs, one per network ('' for none). */
export type SocialLinksValues = Record<ProfileSocialNetwork, string>;

export interface SocialLinksDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'description' | 'icon' | 'onSubmit'> {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state (Cancel, close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** The current URLs; a network missing here starts empty. */
  values: Partial<SocialLinksValues>;
  /** Save was pressed: all five URLs as typed, trimmed ('' where left empty). */
  onSave?: (values: SocialLinksValues) => void;
  /** The save is running: the buttons are disabled and Save spins. */
  saving?: boolean;
  /** A Thai error from the app, shown above the fields. */
  error?: ReactNode;
  /** The dialog's title. */
  title?: string;
}

/**
 * The owner's social links editor (spec §2: five URL inputs — facebook, twitter, tiktok, youtube,
 * website). No validation, as the spec says; the app builds the link list from the values.
 */
export const SocialLinksDialog = forwardRef<HTMLDivElement, SocialLinksDialogProps>(
  function SocialLinksDialog(
    {
      open,
      defaultOpen,
      onOpenChange,
      values,
      onSave,
      saving = false,
      error,
      title = th.socialLinks.title,
      ...rest
    },
    ref,
  ) {
    const formId = useId();
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (saving) return;
      const data = new FormData(event.currentTarget);
      const entries = profileSocialNetworks.map((social) => [social, String(data.get(social) ?? '').trim()]);
      onSave?.(Object.fromEntries(entries) as SocialLinksValues);
    };
    return (
      <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Dialog.Content
          ref={ref}
          title={title}
          data-component="SocialLinksDialog"
          data-state={saving ? 'loading' : 'idle'}
          {...rest}
        >
          <Dialog.Body>
            {/* noValidate: the spec shows no validation; the browser's URL check would block a save. */}
            <SocialLinksFields id={formId} onSubmit={submit} noValidate data-part="Form">
              {error ? (
                <Alert tone="danger" role="alert" data-part="Error">
                  {error}
                </Alert>
              ) : null}
              {profileSocialNetworks.map((social) => (
                <TextField
                  key={social}
                  name={social}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  label={th.profile.social[social]}
                  placeholder={th.socialLinks.placeholder[social]}
                  defaultValue={values[social] ?? ''}
                  data-social={social}
                />
              ))}
            </SocialLinksFields>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary" disabled={saving}>
                {th.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" form={formId} loading={saving} disabled={saving}>
              {th.common.save}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
);
