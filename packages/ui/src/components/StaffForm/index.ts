export type { StaffFormError, StaffFormProps, StaffFormSectionProps } from './StaffForm';
export { StaffForm, StaffFormSection } from './StaffForm';
