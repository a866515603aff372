import styled from 'styled-components';
import { vars } from '../../tokens';

export const ProductCardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;

  &:focus-within { border-color: ${vars.color['border-strong']}; }
  &[data-state='soldOut'] [data-part='Photo'] > img,
  &[data-state='limited'] [data-part='Photo'] > img { opacity: 0.6; }
`;

export const ProductCardPhoto = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 1;
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-subtle']};

  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  & > svg { width: ${vars.space[10]}; height: ${vars.space[10]}; }
`;

export const ProductCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

export const ProductCardName = styled.h3`
  margin: 0;
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};

  /* The name's link covers the whole card (photo included); the button sits above it. */
  & > a { text-decoration-line: none; }
  & > a:hover { text-decoration-line: underline; }
  & > a::after { content: ''; position: absolute; inset: 0; border-radius: ${vars.radius.lg}; }
`;

export const ProductCardPrice = styled.p`
  margin: 0;
  color: ${vars.color.accent};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.snug};
`;

export const ProductCardStock = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const ProductCardLimited = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color['warning-soft']};
  color: ${vars.color['fg-on-warning-soft']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const ProductCardAction = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  padding-top: ${vars.space[3]};
`;
