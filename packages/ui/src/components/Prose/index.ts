export type { ProseElement, ProseProps } from './Prose';
export { Prose, proseElements } from './Prose';
