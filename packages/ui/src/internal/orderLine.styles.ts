import { css } from 'styled-components';
import { vars } from '../tokens';

/**
 * The souvenir lines of the shop's order screens (Basket, OrderReview, OrderDetail), written once:
 * a product photo tile, a line grid (photo | name over math | line total) and the label/value rows
 * of an order's details. Each component adds only what differs (tile size, spacing, borders).
 */

/** An order screen's root: a column of its blocks `gap` apart; a long word breaks anywhere. */
export const orderScreen = (gap: string) => css`
  display: flex;
  flex-direction: column;
  gap: ${gap};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;
`;

/** A bordered panel of an order screen (a summary, the details, a review section): a column `gap` apart. */
export const orderPanel = (gap: string) => css`
  display: flex;
  flex-direction: column;
  gap: ${gap};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

/** The list of an order's lines under a rule (each line draws its own bottom rule). */
export const orderLineList = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
`;

/** A product photo (or its placeholder glyph) in a square tile of `size`. */
export const productTile = (size: string, radius: string, glyph: string) => css`
  grid-area: photo;
  display: grid;
  place-items: center;
  width: ${size};
  height: ${size};
  overflow: hidden;
  border-radius: ${radius};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-subtle']};

  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  & > svg { width: ${glyph}; height: ${glyph}; }
`;

/** One order line: the photo beside the name and its math, the line total at the end. */
export const orderLineGrid = (photoSize: string) => css`
  display: grid;
  grid-template-columns: ${photoSize} minmax(0, 1fr) auto;
  grid-template-areas: 'photo name total' 'photo math total';
  column-gap: ${vars.space[4]};
  align-items: center;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};

  & > [data-part='Name'] { grid-area: name; font-weight: ${vars.fontWeight.bold}; }
  & > [data-part='Math'] { grid-area: math; color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; }
  & > [data-part='LineTotal'] { grid-area: total; font-variant-numeric: tabular-nums; text-align: end; }
`;

/** A label/value row of an order's details (`dt` muted, `dd` bold; the address keeps its lines). */
export const orderDetailRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.fontSize.md};

  & > dt { color: ${vars.color['fg-muted']}; }
  & > dd { margin: 0; font-weight: ${vars.fontWeight.bold}; font-variant-numeric: tabular-nums; }
  &[data-part='Address'] { flex-direction: column; }
  &[data-part='Address'] > dd { font-weight: ${vars.fontWeight.regular}; white-space: pre-line; }
`;
