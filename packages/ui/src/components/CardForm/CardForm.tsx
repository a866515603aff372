import type { CardAmountError, CardDraft } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, type FormEvent, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  CardFormAmountRow,
  CardFormLegend,
  CardFormRoot,
  CardFormSegment,
  CardFormSegments,
  CardFormUnits,
} from './CardForm.styles';

export const cardFormSizes = ['md', 'lg'] as const;
export type CardFormSize = (typeof cardFormSizes)[number];

/** What the form shows of domain's `cardDraft` for the texts as typed: Save's gate and the amount's error. */
export type CardFormDraft = Pick<CardDraft, 'canSave' | 'amountError'>;

/** The message under the amount for each reason domain refuses it. */
const amountMessages: Record<CardAmountError, string> = {
  'not-a-number': th.cards.amountHint,
  'below-minimum': th.cards.amountHint,
  'above-maximum': th.cards.amountTooLarge,
};

export interface CardFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onChange'> {
  /** The name as typed. */
  name: string;
  /** Called on every change of the name. */
  onNameChange: (name: string) => void;
  /** Shows the amount field (thanks cards). */
  withAmount?: boolean;
  /** The amount as typed (a numeric field, minimum 1). */
  amount?: string;
  /** Called on every change of the amount. */
  onAmountChange?: (amount: string) => void;
  /** The units; one is shown after the amount, two or more become a choice. */
  units?: readonly string[];
  /** The chosen unit. */
  unit?: string;
  /** Called with the unit the staff picks. */
  onUnitChange?: (unit: string) => void;
  /**
   * Domain's `cardDraft` of the texts as typed: Save is enabled only while `canSave` (a name, and an
   * amount of at least 1 when the card asks for one), and `amountError` puts its message under the amount.
   */
  draft: CardFormDraft;
  /** Disables Save while the screen is still saving the last one (making the JPEG). */
  busy?: boolean;
  /** Called on Save (the button, or Enter in a field) while the draft can be saved. */
  onSave: () => void;
  /** Save's label. */
  saveLabel?: string;
  /** Field and button size: `lg` for the kiosk's touch screen. */
  size?: CardFormSize;
}

/**
 * The card's form: name, and for thanks cards the amount (minimum 1) and unit (บาท / ตารางเมตร).
 * Save stays disabled until domain's `cardDraft` says the card can be saved (product §5). Friendly to on-screen
 * keyboards: no autocorrect, Enter submits, the numeric keypad for the amount.
 */
export const CardForm = forwardRef<HTMLFormElement, CardFormProps>(function CardForm(
  {
    name,
    onNameChange,
    withAmount = false,
    amount = '',
    onAmountChange,
    units = [],
    unit,
    onUnitChange,
    draft,
    busy = false,
    onSave,
    saveLabel = th.cards.save,
    size = 'lg',
    ...rest
  },
  ref,
) {
  const unitName = useId();
  const canSave = draft.canSave && !busy;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave) onSave();
  };
  const fixedUnit = units.length === 1 ? units[0] : undefined;
  return (
    <CardFormRoot ref={ref} data-component="CardForm" data-size={size} noValidate onSubmit={submit} {...rest}>
      <TextField
        label={th.cards.name}
        hint={th.cards.nameHint}
        size={size}
        required
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="done"
        data-part="Name"
      />
      {withAmount ? (
        <CardFormAmountRow data-part="AmountRow">
          <TextField
            label={th.cards.amount}
            hint={th.cards.amountHint}
            error={draft.amountError ? amountMessages[draft.amountError] : undefined}
            size={size}
            required
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={amount}
            onChange={(event) => onAmountChange?.(event.target.value)}
            trailing={fixedUnit}
            autoComplete="off"
            enterKeyHint="done"
            data-part="Amount"
          />
          {units.length > 1 ? (
            <CardFormUnits data-part="Units">
              <CardFormLegend>{th.cards.unit}</CardFormLegend>
              <CardFormSegments>
                {units.map((u) => (
                  <CardFormSegment key={u} data-state={u === unit ? 'on' : 'off'}>
                    <input
                      type="radio"
                      name={unitName}
                      value={u}
                      checked={u === unit}
                      onChange={() => onUnitChange?.(u)}
                    />
                    {u}
                  </CardFormSegment>
                ))}
              </CardFormSegments>
            </CardFormUnits>
          ) : null}
        </CardFormAmountRow>
      ) : null}
      <Button type="submit" size={size} disabled={!canSave} block data-part="Save">
        {saveLabel}
      </Button>
    </CardFormRoot>
  );
});
