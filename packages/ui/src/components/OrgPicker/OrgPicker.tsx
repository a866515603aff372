import { ORGANISATION_LEVEL1 } from '@lightbearers/domain';
import { type ChangeEvent, type ComponentPropsWithoutRef, type FormEvent, forwardRef, useState } from 'react';
import * as th from '../../i18n/th';
import { Button } from '../Button';
import { Select } from '../Select';
import { OrgPickerFields, OrgPickerRoot } from './OrgPicker.styles';

export const orgPickerLayouts = ['form', 'fields'] as const;
export type OrgPickerLayout = (typeof orgPickerLayouts)[number];

/** The two organisation levels ('' = not chosen). */
export interface OrgChoice {
  org1: string;
  org2: string;
}

export interface OrgPickerProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit' | 'defaultValue' | 'onChange'> {
  /** Controlled choice; pair with `onValueChange`. */
  value?: OrgChoice;
  /** Uncontrolled initial choice. */
  defaultValue?: OrgChoice;
  /** Called with the new choice; choosing level 1 clears level 2. */
  onValueChange?: (value: OrgChoice) => void;
  /** Level 1 was chosen ('' when cleared): the app loads that group's level-2 units. */
  onOrg1Change?: (org1: string) => void;
  /** The level-2 units of the chosen group, as the app loaded them. */
  org2Options: readonly string[];
  /** The level-2 units are loading: level 2 is disabled and says so. */
  loadingOrg2?: boolean;
  /** `form`: its own form with a submit shown only when both levels are chosen; `fields`: the two selects inside another form. */
  layout?: OrgPickerLayout;
  /** Submit pressed with both levels chosen (`form` layout). */
  onSubmit?: (value: OrgChoice) => void;
  /** The submit is running: the button spins and the selects are disabled. */
  submitting?: boolean;
  /** The submit button's label. */
  submitLabel?: string;
  /** Prefix for the selects' `name`s in a surrounding form (`org1`, `org2`). */
  name?: string;
}

const EMPTY: OrgChoice = { org1: '', org2: '' };

/**
 * The two organisation selectors (product §3 Organisation option, §4 inner-zone form): level 1 from
 * domain's `ORGANISATION_LEVEL1`, level 2 loaded by the app. Choosing level 1 clears level 2; the
 * submit shows only when both are chosen.
 */
export const OrgPicker = forwardRef<HTMLDivElement, OrgPickerProps>(function OrgPicker(
  {
    value,
    defaultValue = EMPTY,
    onValueChange,
    onOrg1Change,
    org2Options,
    loadingOrg2 = false,
    layout = 'form',
    onSubmit,
    submitting = false,
    submitLabel = th.org.submit,
    name = '',
    ...rest
  },
  ref,
) {
  const [inner, setInner] = useState<OrgChoice>(defaultValue);
  const choice = value ?? inner;
  const set = (next: OrgChoice) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };
  const complete = choice.org1 !== '' && choice.org2 !== '';
  const pickOrg1 = (event: ChangeEvent<HTMLSelectElement>) => {
    set({ org1: event.target.value, org2: '' });
    onOrg1Change?.(event.target.value);
  };
  const pickOrg2 = (event: ChangeEvent<HTMLSelectElement>) => set({ ...choice, org2: event.target.value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete && !submitting) onSubmit?.(choice);
  };
  // The chosen unit stays listed while its group's list reloads (a controlled value from the app).
  const units =
    choice.org2 && !org2Options.includes(choice.org2) ? [choice.org2, ...org2Options] : org2Options;
  const fields = (
    <OrgPickerFields data-part="Fields">
      <Select
        label={th.org.org1}
        name={`${name}org1`}
        placeholder={th.org.choose1}
        value={choice.org1}
        onChange={pickOrg1}
        disabled={submitting}
        options={ORGANISATION_LEVEL1.map((org1) => ({ value: org1, label: org1 }))}
        data-part="Org1"
      />
      <Select
        label={th.org.org2}
        name={`${name}org2`}
        placeholder={loadingOrg2 ? th.org.loading2 : th.org.choose2}
        value={choice.org2}
        onChange={pickOrg2}
        disabled={submitting || loadingOrg2 || choice.org1 === ''}
        options={units.map((org2) => ({ value: org2, label: org2 }))}
        data-part="Org2"
      />
    </OrgPickerFields>
  );
  return (
    <OrgPickerRoot
      ref={ref}
      data-component="OrgPicker"
      data-layout={layout}
      data-state={submitting ? 'loading' : complete ? 'enabled' : 'idle'}
      {...rest}
    >
      {layout === 'form' ? (
        <form onSubmit={submit} data-part="Form">
          {fields}
          {complete ? (
            <Button type="submit" block loading={submitting} disabled={submitting} data-part="Submit">
              {submitLabel}
            </Button>
          ) : null}
        </form>
      ) : (
        fields
      )}
    </OrgPickerRoot>
  );
});
