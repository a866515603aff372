import { type CardTemplate, type CardUnit, cardDraft, cardVariant } from '@lightbearers/domain';
import { useState } from 'react';
import { CardForm, type CardFormProps } from './CardForm';

/** A certificate (name only) and a thanks card (name, amount, unit): real templates from domain. */
const certificate = cardVariant('card22').templates[0] as CardTemplate;
const thanks = cardVariant('card').templates[0] as CardTemplate;

/**
 * A form wired as a screen wires it: its own state, and the draft from domain's `cardDraft` for a
 * real template (a thanks card when `withAmount`, else a certificate), so Save and the amount's
 * error follow the same rule as the kiosk. The `draft` given in args is replaced.
 */
export function StatefulCardForm(props: CardFormProps) {
  const [name, setName] = useState(props.name);
  const [amount, setAmount] = useState(props.amount ?? '');
  const [unit, setUnit] = useState(props.unit);
  const draft = cardDraft(props.withAmount ? thanks : certificate, {
    name,
    amount,
    unit: (unit ?? null) as CardUnit | null,
  });
  return (
    <CardForm
      {...props}
      name={name}
      onNameChange={(v) => {
        setName(v);
        props.onNameChange(v);
      }}
      amount={amount}
      onAmountChange={(v) => {
        setAmount(v);
        props.onAmountChange?.(v);
      }}
      unit={unit}
      onUnitChange={(u) => {
        setUnit(u);
        props.onUnitChange?.(u);
      }}
      draft={draft}
    />
  );
}
