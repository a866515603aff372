export type { RadioGroupOption, RadioGroupOrientation, RadioGroupProps } from './RadioGroup';
export { RadioGroup, radioGroupOrientations } from './RadioGroup';
