import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHODS,
  type DeliveryMethod,
  HONOUR_DELIVERY,
  isDeliveryAddressValid,
  isDeliveryMethod,
} from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, type FormEvent, forwardRef, useRef, useState } from 'react';
import * as th from '../../i18n/th';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { TextArea } from '../TextArea';
import { DeliveryFormActions, DeliveryFormNote, DeliveryFormRoot } from './DeliveryForm.styles';

/** The delivery methods in the order the form offers them (domain's `DELIVERY_METHODS`). */
export const deliveryFormMethods = DELIVERY_METHODS;

/** What the member chose: how the souvenirs reach them, and the address or note. */
export interface DeliveryValue {
  method: DeliveryMethod;
  address: string;
}

export interface DeliveryFormProps
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'defaultValue' | 'onChange'> {
  /** The choice, controlled (with `onValueChange`). */
  value?: DeliveryValue;
  /** The first choice, uncontrolled: temple and a blank address unless given. */
  defaultValue?: DeliveryValue;
  /** Every change of method or address. */
  onValueChange?: (value: DeliveryValue) => void;
  /** 'ถัดไป' pressed with a valid choice (domain's `isDeliveryAddressValid`); never called otherwise. */
  onSubmit?: (value: DeliveryValue) => void;
  /** The submit button's label. */
  submitLabel?: string;
  /**
   * An exchange of honour awards only (domain's `isHonourExchange`): the team presents them, so
   * there is nothing to fill in — the member may only skip, which submits `HONOUR_DELIVERY`.
   */
  honour?: boolean;
}

const emptyValue: DeliveryValue = { method: DEFAULT_DELIVERY_METHOD, address: '' };

/**
 * How the souvenirs reach the member (product §4, §5 'Delivery'): temple, coordinator or mail, and
 * the address box with the hint of the chosen method. Mail and coor need more than 5 characters;
 * pressing 'ถัดไป' with less shows the error and focuses the box. An exchange of honour awards
 * (`honour`) has nothing to fill in: the member may only skip (product §5).
 */
export const DeliveryForm = forwardRef<HTMLFormElement, DeliveryFormProps>(function DeliveryForm(
  { value, defaultValue, onValueChange, onSubmit, submitLabel = th.delivery.next, honour = false, ...rest },
  ref,
) {
  const [own, setOwn] = useState<DeliveryValue>(defaultValue ?? emptyValue);
  const [attempted, setAttempted] = useState(false);
  const addressRef = useRef<HTMLTextAreaElement>(null);
  const current = value ?? own;
  const valid = isDeliveryAddressValid(current.method, current.address);
  const showError = attempted && !valid;

  const change = (next: DeliveryValue) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setAttempted(true);
      addressRef.current?.focus();
      return;
    }
    onSubmit?.({ method: current.method, address: current.address.trim() });
  };

  if (honour)
    return (
      <DeliveryFormRoot
        ref={ref}
        noValidate
        data-component="DeliveryForm"
        data-variant="honour"
        data-state="enabled"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.({ ...HONOUR_DELIVERY });
        }}
        {...rest}
      >
        <Alert tone="info" title={th.delivery.honourTitle} data-part="Honour">
          {th.delivery.honourText}
        </Alert>
        <DeliveryFormActions data-part="Actions">
          <Button type="submit" block>
            {th.delivery.skip}
          </Button>
        </DeliveryFormActions>
      </DeliveryFormRoot>
    );

  return (
    <DeliveryFormRoot
      ref={ref}
      noValidate
      data-component="DeliveryForm"
      data-state={showError ? 'invalid' : 'enabled'}
      onSubmit={submit}
      {...rest}
    >
      <RadioGroup
        label={th.delivery.legend}
        name="logistic"
        value={current.method}
        onValueChange={(method) => {
          if (isDeliveryMethod(method)) change({ ...current, method });
        }}
        options={deliveryFormMethods.map((method) => ({
          value: method,
          label: th.delivery[method],
          description: th.delivery[`${method}Description`],
        }))}
      />
      <TextArea
        ref={addressRef}
        name="shipto"
        rows={4}
        label={th.delivery.addressLabel[current.method]}
        hint={th.delivery.addressHint[current.method]}
        required={current.method !== 'temple'}
        error={showError ? th.delivery.addressTooShort : undefined}
        value={current.address}
        onChange={(event) => change({ ...current, address: event.target.value })}
      />
      {current.method === 'temple' ? null : (
        <DeliveryFormNote data-part="Note">{th.delivery.unclearNote}</DeliveryFormNote>
      )}
      <DeliveryFormActions data-part="Actions">
        <Button type="submit" block>
          {submitLabel}
        </Button>
      </DeliveryFormActions>
    </DeliveryFormRoot>
  );
});
