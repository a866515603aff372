export type { TextElement, TextProps, TextSize, TextTone, TextTruncate, TextWeight } from './Text';
export { Text, textElements, textSizes, textTones, textWeights } from './Text';
