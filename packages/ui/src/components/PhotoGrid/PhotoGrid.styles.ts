import styled from 'styled-components';
import { vars } from '../../tokens';

export const PhotoGridRoot = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  grid-template-columns: 1fr 1fr;
  overflow: hidden;

  &[data-layout='single'] > [data-part='Tile'],
  &[data-layout='stacked'] > [data-part='Tile'],
  &[data-layout='feature'] > [data-part='Tile']:first-child {
    grid-column: 1 / -1;
  }
  &[data-layout='single'] > [data-part='Tile'] { aspect-ratio: var(--photo-ratio, 4 / 3); max-block-size: 80vh; }
  &[data-layout='stacked'] > [data-part='Tile'] { aspect-ratio: 16 / 9; }
  &[data-layout='feature'] > [data-part='Tile']:first-child { aspect-ratio: 16 / 10; }
  &[data-layout='feature'] > [data-part='Tile'] { aspect-ratio: 4 / 3; }
`;

export const PhotoGridTile = styled.button`
  position: relative;
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 0;
  background: ${vars.color['surface-sunken']};
  cursor: zoom-in;
  overflow: hidden;

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  &:focus-visible { outline-offset: -3px; }
`;

export const PhotoGridMore = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${vars.color.backdrop};
  font-family: ${vars.font.body};

  /* A pill in the theme's surface colours: readable over any photo, in light and night. */
  & > span {
    padding: ${vars.space[2]} ${vars.space[5]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.fg};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.snug};
  }
`;
