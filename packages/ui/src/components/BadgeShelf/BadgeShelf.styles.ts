import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const BadgeShelfRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const BadgeShelfList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }
`;

export const BadgeShelfBadge = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  height: 100%;
  min-height: ${vars.size['control-lg']};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font: inherit;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &:hover { border-color: ${vars.color['border-strong']}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const BadgeShelfPicture = styled.span`
  display: grid;
  place-items: center;
  width: ${vars.size['avatar-lg']};
  height: ${vars.size['avatar-lg']};
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};

  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  & > svg { width: ${vars.space[8]}; height: ${vars.space[8]}; }
`;

export const BadgeShelfCount = styled.span`
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
`;

export const BadgeShelfHolders = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BadgeShelfHolderItem = styled.li`
  min-width: 0;

  & > a {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    min-height: ${vars.size['control-md']};
    text-decoration-line: none;
    overflow-wrap: anywhere;
  }
  & > a:hover > span { text-decoration-line: underline; }
`;

export const BadgeShelfNone = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
`;

export const BadgeShelfShop = styled.div`
  display: flex;
  justify-content: flex-end;
`;
