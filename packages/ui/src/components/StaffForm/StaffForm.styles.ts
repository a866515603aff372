import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const StaffFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const StaffFormSummary = styled.div`
  &:focus { outline: none; }
  &:focus-visible > * { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }

  & ul {
    margin: 0;
    padding-inline-start: ${vars.space[6]};
  }
  & li + li { margin-top: ${vars.space[2]}; }
  & a {
    color: inherit;
    font-weight: ${vars.fontWeight.medium};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  & a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; border-radius: ${vars.radius.sm}; }
`;

export const StaffFormSectionRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
  padding-block-end: ${vars.space[6]};
  border-bottom: 1px solid ${vars.color.border};

  @media ${mq.tablet} {
    padding: ${vars.space[6]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }
`;

export const StaffFormSectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const StaffFormSectionTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const StaffFormSectionDescription = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const StaffFormSectionFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/**
 * The save bar: stuck to the bottom of the viewport while the form scrolls under it — above a bar
 * the app keeps fixed there (a phone's bottom navigation), whose height the app gives as
 * `--fixed-bottom-inset`.
 */
export const StaffFormBar = styled.div`
  position: sticky;
  bottom: var(--fixed-bottom-inset, 0px);
  z-index: ${vars.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color['surface-raised']};
  box-shadow: ${vars.shadow.md};

  & > [data-component='Button'] { flex: 1 1 0; }

  @media ${mq.tablet} {
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    & > [data-component='Button'] { flex: none; }
  }
`;

export const StaffFormNote = styled.p`
  flex: 1 0 100%;
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  @media ${mq.tablet} { flex: 1 1 auto; }
`;
