export type { OrgChoice, OrgPickerLayout, OrgPickerProps } from './OrgPicker';
export { OrgPicker, orgPickerLayouts } from './OrgPicker';
