import styled from 'styled-components';
import {
  orderDetailRow,
  orderLineGrid,
  orderPanel,
  orderScreen,
  productTile,
} from '../../internal/orderLine.styles';
import { sectionHeading } from '../../internal/text.styles';
import { mq, vars } from '../../tokens';

export const OrderReviewRoot = styled.section`
  ${orderScreen(vars.space[7])}
`;

export const OrderReviewSection = styled.section`
  ${orderPanel(vars.space[4])}
`;

export const OrderReviewHeading = styled.h2`
  ${sectionHeading}
`;

export const OrderReviewLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OrderReviewLine = styled.li`
  ${orderLineGrid(vars.size['avatar-md'])}
`;

export const OrderReviewPhoto = styled.span`
  ${productTile(vars.size['avatar-md'], vars.radius.sm, vars.space[7])}
`;

export const OrderReviewDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};

  [data-part='Delivery'] > & { padding-top: 0; border-top: 0; }
`;

export const OrderReviewRow = styled.div`
  ${orderDetailRow}
`;

export const OrderReviewActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[3]};

  @media ${mq.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
