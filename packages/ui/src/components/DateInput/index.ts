export type { DateInputProps, DateInputSize, IsoDateString } from './DateInput';
export { DateInput, dateInputSizes } from './DateInput';
