import { space, vars } from '../tokens';

/** Gap steps of the spacing scale, usable as layout `gap` props. */
export const gapSteps = Object.keys(space) as Array<keyof typeof space & string>;
export type Gap = `${keyof typeof space}`;

export const alignValues = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type Align = (typeof alignValues)[number];
export const justifyValues = ['start', 'center', 'end', 'between'] as const;
export type Justify = (typeof justifyValues)[number];

const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
} as const;

/**
 * Static attribute-selector rules for gap, align and justify, generated once at module load, so
 * layout props never create per-render styles.
 */
export const layoutRules = [
  ...gapSteps.map(
    (g) => `&[data-gap='${g}'] { gap: ${vars.space[g as unknown as keyof typeof vars.space]}; }`,
  ),
  ...alignValues.map((a) => `&[data-align='${a}'] { align-items: ${flexValue[a]}; }`),
  ...justifyValues.map((j) => `&[data-justify='${j}'] { justify-content: ${flexValue[j]}; }`),
].join('\n');
