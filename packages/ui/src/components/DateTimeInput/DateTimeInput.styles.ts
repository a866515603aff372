import styled from 'styled-components';
import { dateBox, dateElement } from '../../internal/dateControl.styles';

export const DateTimeInputBox = styled.div`
  ${dateBox}
`;

export const DateTimeInputNative = styled.input`
  ${dateElement}
`;
