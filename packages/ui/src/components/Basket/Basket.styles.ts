import styled from 'styled-components';
import { orderLineList, orderPanel, orderScreen, productTile } from '../../internal/orderLine.styles';
import { mq, vars, visuallyHidden } from '../../tokens';

export const BasketRoot = styled.section`
  ${orderScreen(vars.space[6])}
`;

export const BasketLines = styled.ul`
  ${orderLineList}
`;

export const BasketLineRoot = styled.li`
  display: grid;
  grid-template-columns: ${vars.size['avatar-lg']} minmax(0, 1fr);
  grid-template-areas: 'photo info' 'photo stepper' 'photo total';
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[3]};
  align-items: center;
  padding: ${vars.space[5]} 0;
  border-bottom: 1px solid ${vars.color.border};

  @media ${mq.tablet} {
    grid-template-columns: ${vars.size['avatar-lg']} minmax(0, 1fr) auto 10rem;
    grid-template-areas: 'photo info stepper total';
  }

  &[data-state='over'] [data-part='Amount'] { color: ${vars.color.danger}; }
`;

export const BasketPhoto = styled.div`
  ${productTile(vars.size['avatar-lg'], vars.radius.md, vars.space[8])}
  align-self: start;
`;

export const BasketLineInfo = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const BasketLineName = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
`;

export const BasketLineMath = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

export const BasketStepper = styled.div`
  grid-area: stepper;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const BasketAmount = styled.span`
  min-width: 2.5em;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const BasketHidden = styled.span`
  ${visuallyHidden}
`;

export const BasketLineTotal = styled.p`
  grid-area: total;
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;

  @media ${mq.tablet} { text-align: end; }
`;

export const BasketSummary = styled.dl`
  ${orderPanel(vars.space[3])}
  margin: 0;
`;

export const BasketSummaryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-size: ${vars.fontSize.md};

  & > dt { color: ${vars.color['fg-muted']}; }
  & > dd { margin: 0; font-weight: ${vars.fontWeight.bold}; font-variant-numeric: tabular-nums; }
  &[data-part='After'] { padding-top: ${vars.space[3]}; border-top: 1px solid ${vars.color.border}; }
  &[data-part='After'] > dd { font-size: ${vars.fontSize.lg}; }
  &[data-tone='danger'] > dd { color: ${vars.color.danger}; }
`;
