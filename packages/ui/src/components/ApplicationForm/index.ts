export type {
  ApplicationFormProps,
  ApplicationFormValues,
  ApplicationKind,
  ApplicationTerms,
} from './ApplicationForm';
export { ApplicationForm, applicationKinds } from './ApplicationForm';
