export type { HeadingElement, HeadingProps, HeadingSize, HeadingTone } from './Heading';
export { Heading, headingElements, headingSizes, headingTones } from './Heading';
