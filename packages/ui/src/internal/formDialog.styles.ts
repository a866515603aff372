import styled from 'styled-components';
import { vars } from '../tokens';

/** The form as the body's column of fields (its Save in the footer submits it by id). */
export const FormDialogFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** The form around body and footer adds no box: they stay the dialog's flex children (body scrolls). */
export const FormDialogWrap = styled.form`
  display: contents;
`;
