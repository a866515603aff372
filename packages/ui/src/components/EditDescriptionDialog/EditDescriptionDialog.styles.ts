import styled from 'styled-components';

/** The form adds no box: the dialog's body and footer stay its own flex children (body scrolls). */
export const EditDescriptionForm = styled.form`
  display: contents;
`;
