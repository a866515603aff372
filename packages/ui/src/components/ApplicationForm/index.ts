export type { ApplicationFormProps, ApplicationFormValues, ApplicationKind } from './ApplicationForm';
export { ApplicationForm, applicationKinds } from './ApplicationForm';
