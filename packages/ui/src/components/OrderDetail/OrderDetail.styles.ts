import styled from 'styled-components';
import {
  orderDetailRow,
  orderLineGrid,
  orderLineList,
  orderPanel,
  orderScreen,
  productTile,
} from '../../internal/orderLine.styles';
import { sectionHeading } from '../../internal/text.styles';
import { vars } from '../../tokens';

export const OrderDetailRoot = styled.article`
  ${orderScreen(vars.space[5])}
`;

export const OrderDetailHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[5]};
`;

export const OrderDetailHeading = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const OrderDetailSubheading = styled.h2`
  ${sectionHeading}
`;

export const OrderDetailLines = styled.ul`
  ${orderLineList}
`;

export const OrderDetailLine = styled.li`
  ${orderLineGrid(vars.size['avatar-lg'])}
  row-gap: ${vars.space[1]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};
`;

export const OrderDetailPhoto = styled.span`
  ${productTile(vars.size['avatar-lg'], vars.radius.md, vars.space[8])}
`;

export const OrderDetailDetails = styled.dl`
  ${orderPanel(vars.space[3])}
  margin: 0;
`;

export const OrderDetailRow = styled.div`
  ${orderDetailRow}
  &[data-part='Total'] > dd { color: ${vars.color.accent}; font-size: ${vars.fontSize.lg}; }
`;
