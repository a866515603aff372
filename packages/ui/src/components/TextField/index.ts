export type { TextFieldProps, TextFieldSize, TextFieldType } from './TextField';
export { TextField, textFieldSizes, textFieldTypes } from './TextField';
