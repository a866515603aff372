import { type FormEvent, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { FormDialog, type FormDialogOuterProps } from '../../internal/FormDialog';
import { type ProfileSocialNetwork, profileSocialNetworks } from '../ProfileHeader';
import { TextField } from '../TextField';

/** The five URLs, one per network ('' for none). */
export type SocialLinksValues = Record<ProfileSocialNetwork, string>;

export interface SocialLinksDialogProps extends FormDialogOuterProps {
  /** The current URLs; a network missing here starts empty. */
  values: Partial<SocialLinksValues>;
  /** Save was pressed: all five URLs as typed, trimmed ('' where left empty). */
  onSave?: (values: SocialLinksValues) => void;
}

/**
 * The owner's social links editor (product §2: five URL inputs — facebook, twitter, tiktok, youtube,
 * website). No validation, as the product description says; the app builds the link list from the values.
 */
export const SocialLinksDialog = forwardRef<HTMLDivElement, SocialLinksDialogProps>(
  function SocialLinksDialog({ values, onSave, saving = false, title = th.socialLinks.title, ...rest }, ref) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      const data = new FormData(event.currentTarget);
      const entries = profileSocialNetworks.map((social) => [social, String(data.get(social) ?? '').trim()]);
      onSave?.(Object.fromEntries(entries) as SocialLinksValues);
    };
    return (
      <FormDialog
        ref={ref}
        component="SocialLinksDialog"
        title={title}
        busy={saving}
        onSubmit={submit}
        layout="fields"
        // noValidate: the product description shows no validation; the browser's URL check would block a save.
        noValidate
        data-state={saving ? 'loading' : 'idle'}
        {...rest}
      >
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
      </FormDialog>
    );
  },
);
