export type { DateTimeInputProps, DateTimeInputSize, LocalDateTimeString } from './DateTimeInput';
export { DateTimeInput, dateTimeInputSizes } from './DateTimeInput';
