export type { CardFormProps, CardFormSize } from './CardForm';
export { CardForm, cardFormSizes } from './CardForm';
