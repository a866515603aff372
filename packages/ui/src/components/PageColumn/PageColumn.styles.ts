import styled from 'styled-components';
import { gapSteps } from '../../internal/layout';
import { size, vars } from '../../tokens';

/** The column widths of the size scale (`column-…`), by the name `PageColumn` takes. */
export const pageColumnWidths = Object.keys(size)
  .filter((k) => k.startsWith('column-'))
  .map((k) => k.slice('column-'.length)) as ColumnWidthName[];
type ColumnWidthName = Extract<keyof typeof size, `column-${string}`> extends `column-${infer N}` ? N : never;

const step = (g: string) => vars.space[g as unknown as keyof typeof vars.space];

/**
 * Static attribute rules, generated once at module load: the width from the size scale; the gap
 * and the three padding sides from the spacing scale. The sides set custom properties that one
 * `padding` declaration reads, so a screen's own wrapper (`styled(PageColumn)`) can still set
 * `padding` outright (a wider padding on desktops) at the same specificity.
 */
const rules = [
  ...pageColumnWidths.map(
    (w) => `&[data-width='${w}'] { max-width: ${vars.size[`column-${w}` as keyof typeof vars.size]}; }`,
  ),
  ...gapSteps.flatMap((g) => [
    `&[data-gap='${g}'] { gap: ${step(g)}; }`,
    `&[data-pad-top='${g}'] { --page-column-top: ${step(g)}; }`,
    `&[data-pad-inline='${g}'] { --page-column-inline: ${step(g)}; }`,
    `&[data-pad-bottom='${g}'] { --page-column-bottom: ${step(g)}; }`,
  ]),
].join('\n');

export const PageColumnRoot = styled.div`
  display: grid;
  align-content: start;
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
  margin: 0 auto;
  padding: var(--page-column-top) var(--page-column-inline) var(--page-column-bottom);
  ${rules}
`;
