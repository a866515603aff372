export type { FieldBaseProps, FieldWrapperProps } from '../../internal/field';
export type { FieldControlProps, FieldWiring, UseFieldOptions } from '../../internal/useField';
export { useField } from '../../internal/useField';
export type { FieldProps } from './Field';
export { Field } from './Field';
