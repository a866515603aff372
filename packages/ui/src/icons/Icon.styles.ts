import styled from 'styled-components';
import { vars } from '../tokens';
import { brandColours } from './brandColours';

/**
 * One styled root for every glyph (UI icons and brand marks draw their paths inside it), so the
 * sizing rules exist once in the sheet instead of once per icon.
 */
export const IconRoot = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  width: ${vars.space[6]};
  height: ${vars.space[6]};

  &[data-size='sm'] { width: ${vars.space[5]}; height: ${vars.space[5]}; }
  &[data-size='lg'] { width: ${vars.space[7]}; height: ${vars.space[7]}; }
  &[data-size='xl'] { width: ${vars.space[8]}; height: ${vars.space[8]}; }
  /* Follows the surrounding text: inline hints such as a link's external-tab arrow. */
  &[data-size='inline'] { width: 1em; height: 1em; vertical-align: -0.125em; }

  /*
   * Brand colours are simple-icons' published hex values, copied into brandColours (a test keeps
   * them equal) so that colouring one mark does not pull every other mark's path into a bundle.
   * TikTok and X are black marks:
   * they take the ink colour, which is near-black in light and parchment at night, as both brands
   * allow a white mark on dark backgrounds.
   */
  &[data-tone='brand'][data-brand='youtube'] { color: ${brandColours.youtube}; }
  &[data-tone='brand'][data-brand='facebook'] { color: ${brandColours.facebook}; }
  &[data-tone='brand'][data-brand='line'] { color: ${brandColours.line}; }
  &[data-tone='brand'][data-brand='google'] { color: ${brandColours.google}; }
  &[data-tone='brand'][data-brand='pinterest'] { color: ${brandColours.pinterest}; }
  &[data-tone='brand'][data-brand='reddit'] { color: ${brandColours.reddit}; }
  &[data-tone='brand'][data-brand='tiktok'],
  &[data-tone='brand'][data-brand='x'] { color: ${vars.color.fg}; }
`;
