import styled from 'styled-components';
import { dateBox, dateElement } from '../../internal/dateControl.styles';

export const DateInputBox = styled.div`
  ${dateBox}
`;

export const DateInputNative = styled.input`
  ${dateElement}
`;
