export type { FieldBaseProps, FieldProps, FieldWrapperProps } from './Field';
export { Field } from './Field';
export type { FieldControlProps, FieldWiring, UseFieldOptions } from './useField';
export { useField } from './useField';
