export type { DeliveryFormProps, DeliveryValue } from './DeliveryForm';
export { DeliveryForm, deliveryFormMethods } from './DeliveryForm';
