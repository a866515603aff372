import styled, { css } from 'styled-components';
import { mq, vars, visuallyHidden } from '../../tokens';

/**
 * Phones: one centred column. Tablet and up: the picture in its own column on the left, the rest
 * left-aligned beside it.
 */
export const ProfileRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${vars.space[4]};
  text-align: center;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};

  @media ${mq.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${vars.space[6]};
    justify-items: start;
    text-align: start;

    & > * { grid-column: 2; }
    & > [data-part='Picture'] { grid-column: 1; grid-row: 1 / span 4; align-self: start; }
  }
`;

export const ProfilePicture = styled.div`
  position: relative;
  display: inline-flex;
`;

const pictureTarget = css`
  position: relative;
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
`;

export const ProfilePictureButton = styled.button`
  ${pictureTarget}
`;

/** The owner's picture: a label around a hidden file input, so the whole picture opens the picker. */
export const ProfilePictureLabel = styled.label`
  ${pictureTarget}

  &:focus-within { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const ProfileFileInput = styled.input`
  ${visuallyHidden}
`;

/** The camera disc over the picture's bottom-right edge. */
export const ProfileCamera = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  display: grid;
  place-items: center;
  width: ${vars.size['control-md']};
  height: ${vars.size['control-md']};
  border-radius: 50%;
  background: ${vars.color.accent};
  color: ${vars.color['fg-on-accent']};
  box-shadow: 0 0 0 3px ${vars.color.surface};
`;

export const ProfileIdentity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  max-width: 100%;
  overflow-wrap: anywhere;

  @media ${mq.tablet} { align-items: flex-start; }
`;

export const ProfileAwards = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & img {
    display: block;
    width: ${vars.size['mark-md']};
    height: ${vars.size['mark-md']};
    border-radius: 50%;
    object-fit: cover;
  }

  @media ${mq.tablet} { justify-content: flex-start; }
`;

export const ProfileOrganisation = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color['fg-muted']};
`;

export const ProfileSocial = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.tablet} { justify-content: flex-start; }
`;

export const ProfileSocialLink = styled.a`
  display: grid;
  place-items: center;
  width: ${vars.size['control-md']};
  height: ${vars.size['control-md']};
  border-radius: 50%;
  color: ${vars.color.fg};
  background: ${vars.color['surface-sunken']};
`;

export const ProfileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;

export const ProfileCounters = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  width: 100%;
  max-width: 28rem;
  margin: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

/** One counter: the figure above its label (the DOM keeps dt before dd). */
export const ProfileCounter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  padding: ${vars.space[2]} ${vars.space[1]};
  text-align: center;

  & + & { border-inline-start: 1px solid ${vars.color.border}; }

  & > dt {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color['fg-muted']};
  }

  & > dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.lineHeight.tight};
  }
`;
