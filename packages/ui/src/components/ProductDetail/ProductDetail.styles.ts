import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const ProductDetailRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[9]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;

  &[data-state='soldOut'] [data-part='Photo'] > img,
  &[data-state='limited'] [data-part='Photo'] > img { opacity: 0.6; }
`;

export const ProductDetailMain = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};

  @media ${mq.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${vars.space[8]};
    align-items: start;
  }
`;

export const ProductDetailPhoto = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-subtle']};

  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  & > svg { width: ${vars.space[11]}; height: ${vars.space[11]}; }
`;

export const ProductDetailInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const ProductDetailName = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const ProductDetailPrice = styled.p`
  margin: 0;
  color: ${vars.color.accent};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

export const ProductDetailStock = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
`;

export const ProductDetailLimited = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['warning-soft']};
  color: ${vars.color['fg-on-warning-soft']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
`;

export const ProductDetailDescription = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  white-space: pre-line;
`;

export const ProductDetailControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
  margin-top: ${vars.space[3]};
`;

export const ProductDetailAmount = styled.p`
  margin: 0;
  min-width: 6em;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  text-align: center;

  &[data-state='off'] { color: ${vars.color['fg-muted']}; }
`;

export const ProductDetailOthersRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

export const ProductDetailOthersTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;
