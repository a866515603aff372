export type { TemplatePickerLayout, TemplatePickerOptionData, TemplatePickerProps } from './TemplatePicker';
export { TemplatePicker, templatePickerLayouts } from './TemplatePicker';
