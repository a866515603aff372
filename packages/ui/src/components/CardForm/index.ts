export type { CardFormDraft, CardFormProps, CardFormSize } from './CardForm';
export { CardForm, cardFormSizes } from './CardForm';
