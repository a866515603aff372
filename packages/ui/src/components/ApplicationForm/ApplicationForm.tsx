import { missingCreatorFields, missingSharerFields } from '@lightbearers/domain';
import {
  type ComponentPropsWithoutRef,
  type FormEvent,
  forwardRef,
  type ReactNode,
  useId,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { socialNetworkOrder } from '../../internal/socialNetworks';
import { Alert } from '../Alert';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { Link } from '../Link';
import { type OrgChoice, OrgPicker } from '../OrgPicker';
import type { ProfileSocialNetwork } from '../ProfileHeader';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import {
  ApplicationActionLink,
  ApplicationActions,
  ApplicationFieldset,
  ApplicationFormRoot,
  ApplicationLegend,
  ApplicationRules,
  ApplicationTermsBox,
  ApplicationTermsTitle,
} from './ApplicationForm.styles';

export const applicationKinds = ['creator', 'sharer'] as const;
export type ApplicationKind = (typeof applicationKinds)[number];

const contactFields = ['name', 'tel', 'lineid', 'address'] as const;
type ContactField = (typeof contactFields)[number];

/** What the member typed ('' when left empty); the affiliation only on the sharer form. */
export interface ApplicationFormValues {
  name: string;
  tel: string;
  lineid: string;
  address: string;
  links: Record<ProfileSocialNetwork, string>;
  org1: string;
  org2: string;
}

/** The creator's terms (product §5): screen copy from the app. */
export interface ApplicationTerms {
  /** The terms' heading (the region's name). */
  title: string;
  /** The rules, in order (own content only, nothing illegal or immoral, …). */
  rules: readonly string[];
  /** That pressing the submit agrees to them. */
  agree: string;
}

export interface ApplicationFormProps
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** Creator (terms, every field required) or sharer (name, mobile, LINE id required). */
  kind: ApplicationKind;
  /** The creator's terms and rules, shown above the fields (creator form only). */
  terms?: ApplicationTerms;
  /** The done modal's message under its title (what happens next; the sharer's invites to the chat group). */
  doneMessage?: string;
  /** What the fields start with (a previous application, the profile's name and links). */
  defaultValues?: Partial<Omit<ApplicationFormValues, 'links'>> & {
    links?: Partial<Record<ProfileSocialNetwork, string>>;
  };
  /** Submit pressed with every required field filled: the values, trimmed. */
  onSubmit?: (values: ApplicationFormValues) => void;
  /** The application is being sent: the buttons are disabled and the submit spins. */
  submitting?: boolean;
  /** A Thai error from the app (the send failed); the fields keep what was typed. */
  error?: ReactNode;
  /** The creator's cancel link (to /me) or the sharer's skip link (to /all/other). */
  leaveHref: string;
  /** Sharer affiliation: the level-2 units of the chosen group, loaded by the app. */
  org2Options?: readonly string[];
  /** Sharer affiliation: the group changed; the app loads its units. */
  onOrg1Change?: (org1: string) => void;
  /** Sharer affiliation: the units are loading. */
  loadingOrg2?: boolean;
  /** Shows the done modal (the application was sent). */
  done?: boolean;
  /** The done modal's button was pressed (the app goes to /all/other). */
  onDone?: () => void;
  /** Sharer done modal: the chat group the member is invited to (opens in a new tab). */
  chatGroupHref?: string;
}

const trimmed = (data: FormData, key: string) => String(data.get(key) ?? '').trim();

/**
 * The creator and sharer applications (product §2 /creator-sub and /sharer, §4 Applications, §5).
 * Required fields come from domain's `missingCreatorFields` / `missingSharerFields`; a gap opens the
 * spec's alert and marks the blank fields. The inputs are uncontrolled: nothing typed is lost on an
 * alert or a failed send. `done` shows the done modal.
 */
export const ApplicationForm = forwardRef<HTMLFormElement, ApplicationFormProps>(function ApplicationForm(
  {
    kind,
    terms,
    doneMessage,
    defaultValues = {},
    onSubmit,
    submitting = false,
    error,
    leaveHref,
    org2Options = [],
    onOrg1Change,
    loadingOrg2 = false,
    done = false,
    onDone,
    chatGroupHref,
    ...rest
  },
  ref,
) {
  const termsId = useId();
  const [missing, setMissing] = useState<readonly ContactField[]>([]);
  const [alertOpen, setAlertOpen] = useState(false);
  const [org, setOrg] = useState<OrgChoice>({
    org1: defaultValues.org1 ?? '',
    org2: defaultValues.org2 ?? '',
  });
  const creator = kind === 'creator';
  const required: readonly ContactField[] = creator
    ? ['name', 'tel', 'lineid', 'address']
    : ['name', 'tel', 'lineid'];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const contact = {
      name: trimmed(data, 'name'),
      tel: trimmed(data, 'tel'),
      lineid: trimmed(data, 'lineid'),
      address: trimmed(data, 'address'),
    };
    const gaps = creator ? missingCreatorFields(contact) : missingSharerFields(contact);
    setMissing(gaps);
    if (gaps.length) {
      setAlertOpen(true);
      return;
    }
    const links = Object.fromEntries(
      socialNetworkOrder.map((social) => [social, trimmed(data, `link_${social}`)]),
    ) as Record<ProfileSocialNetwork, string>;
    onSubmit?.({ ...contact, links, org1: creator ? '' : org.org1, org2: creator ? '' : org.org2 });
  };

  const field = (key: ContactField) => ({
    name: key,
    label: th.application[key],
    required: required.includes(key),
    invalid: missing.includes(key),
    defaultValue: defaultValues[key] ?? '',
    disabled: submitting,
    'data-field': key,
  });

  return (
    <>
      <ApplicationFormRoot
        ref={ref}
        noValidate
        onSubmit={submit}
        data-component="ApplicationForm"
        data-variant={kind}
        data-state={submitting ? 'loading' : missing.length ? 'invalid' : 'idle'}
        {...rest}
      >
        {creator && terms ? (
          <ApplicationTermsBox data-part="Terms" aria-labelledby={termsId}>
            <ApplicationTermsTitle id={termsId}>{terms.title}</ApplicationTermsTitle>
            <ApplicationRules>
              {terms.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ApplicationRules>
            <p>{terms.agree}</p>
          </ApplicationTermsBox>
        ) : null}
        <ApplicationFieldset data-part="Contact">
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('tel')} type="tel" inputMode="tel" autoComplete="tel" />
          <TextField {...field('lineid')} autoCapitalize="none" spellCheck={false} />
          <TextArea {...field('address')} rows={3} autoComplete="street-address" />
        </ApplicationFieldset>
        {creator ? null : (
          <ApplicationFieldset data-part="Affiliation">
            <ApplicationLegend>{th.application.affiliation}</ApplicationLegend>
            <OrgPicker
              layout="fields"
              value={org}
              onValueChange={setOrg}
              onOrg1Change={onOrg1Change}
              org2Options={org2Options}
              loadingOrg2={loadingOrg2}
              submitting={submitting}
            />
          </ApplicationFieldset>
        )}
        <ApplicationFieldset data-part="Links">
          <ApplicationLegend>{th.application.links}</ApplicationLegend>
          {socialNetworkOrder.map((social) => (
            <TextField
              key={social}
              name={`link_${social}`}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              label={th.profile.social[social]}
              placeholder={th.socialLinks.placeholder[social]}
              defaultValue={defaultValues.links?.[social] ?? ''}
              disabled={submitting}
              data-social={social}
            />
          ))}
        </ApplicationFieldset>
        {error ? (
          <Alert tone="danger" role="alert" data-part="Error">
            {error}
          </Alert>
        ) : null}
        <ApplicationActions data-part="Actions">
          <Button type="submit" loading={submitting} disabled={submitting} data-part="Submit">
            {creator ? th.application.submitCreator : th.application.submitSharer}
          </Button>
          <ApplicationActionLink href={leaveHref} data-variant="secondary" data-part="Leave">
            {creator ? th.application.cancel : th.application.skip}
          </ApplicationActionLink>
        </ApplicationActions>
      </ApplicationFormRoot>
      <AlertDialog
        open={alertOpen}
        onOpenChange={setAlertOpen}
        tone="warning"
        title={creator ? th.application.creatorMissing : th.application.sharerMissing}
        message={th.application.missingList(missing.map((key) => th.application[key]))}
        data-part="MissingAlert"
      />
      <AlertDialog
        open={done}
        onOpenChange={(open) => {
          if (!open) onDone?.();
        }}
        tone="success"
        title={creator ? th.application.creatorDone : th.application.sharerDone}
        message={doneMessage}
        actionLabel={creator ? th.common.ok : th.application.home}
        data-part="DoneDialog"
      >
        {!creator && chatGroupHref ? (
          <Link href={chatGroupHref} external data-part="ChatGroup">
            {th.application.chatGroup}
          </Link>
        ) : null}
      </AlertDialog>
    </>
  );
});
