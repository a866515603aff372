import { canSaveCard, isCardAmountValid, parseCardAmount } from '@lightbearers/domain';
import { useState } from 'react';
import { CardForm, type CardFormProps } from './CardForm';

/** A form wired as a screen wires it: its own state, Save gated by domain's `canSaveCard`. */
export function StatefulCardForm(props: CardFormProps) {
  const [name, setName] = useState(props.name);
  const [amount, setAmount] = useState(props.amount ?? '');
  const [unit, setUnit] = useState(props.unit);
  const value = parseCardAmount(amount);
  const canSave =
    canSaveCard({ name, amount: props.withAmount ? (value ?? 0) : undefined }) &&
    (!props.withAmount || isCardAmountValid(value));
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
      amountError={
        props.withAmount && amount !== '' && !isCardAmountValid(value) ? 'ตัวเลขตั้งแต่ 1 ขึ้นไป' : undefined
      }
      unit={unit}
      onUnitChange={(u) => {
        setUnit(u);
        props.onUnitChange?.(u);
      }}
      canSave={canSave}
    />
  );
}
