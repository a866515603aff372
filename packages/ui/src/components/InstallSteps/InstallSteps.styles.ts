import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const InstallRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[7]};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  overflow-wrap: anywhere;
`;

export const InstallPlatformList = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  @media ${mq.desktop} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${vars.space[6]}; }
`;

export const InstallPlatformCard = styled.section`
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const InstallPlatformTitle = styled.h2`
  margin: 0 0 ${vars.space[4]};
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

/** Numbered steps: the number in an accent disc, the text beside it. */
export const InstallStepList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & > li {
    position: relative;
    min-height: ${vars.size['mark-md']};
    padding-inline-start: calc(${vars.size['mark-md']} + ${vars.space[4]});
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    position: absolute;
    inset-inline-start: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: ${vars.size['mark-md']};
    height: ${vars.size['mark-md']};
    border-radius: ${vars.radius.pill};
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
    font-weight: ${vars.fontWeight.bold};
    font-size: ${vars.fontSize.sm};
  }
`;

export const InstallDone = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[5]};
  padding: ${vars.space[6]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color['success-soft']};
  color: ${vars.color['fg-on-success-soft']};
`;

export const InstallDoneMark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${vars.size['mark-lg']};
  height: ${vars.size['mark-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

export const InstallDoneTitle = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.lg};
`;

export const InstallDoneText = styled.p`
  margin: 0;
`;
