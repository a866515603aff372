import styled from 'styled-components';
import { vars } from '../../tokens';

export const EmbedRoot = styled.div`
  position: relative;
  inline-size: 100%;
  overflow: hidden;
  background: ${vars.color['surface-sunken']};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  aspect-ratio: 16 / 9;

  &[data-provider='tiktok'] { aspect-ratio: 9 / 16; max-block-size: 80vh; margin-inline: auto; max-inline-size: 360px; }
  /* Posts and tweets are tall once playing; their facade (a mark and a title, no picture) stays 16:9. */
  &[data-provider='twitter'][data-state='playing'],
  &[data-provider='facebook'][data-variant='post'][data-state='playing'] { aspect-ratio: 4 / 5; max-block-size: 640px; }
  &[data-state='failed'] { aspect-ratio: auto; }

  & > iframe {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;

export const EmbedFacade = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  /* A button does not stretch to its insets: size it to the frame explicitly. */
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  border: 0;
  background: ${vars.color['surface-sunken']};
  color: ${vars.color.fg};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow: hidden;

  & > img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  &:focus-visible { outline-offset: -3px; }
  &:hover [data-part='PlayMark'] { background: ${vars.color['accent-hover']}; }
`;

export const EmbedBrand = styled.span`
  position: relative;
  justify-self: start;
  display: inline-flex;
  margin: ${vars.space[4]};
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const EmbedPlayMark = styled.span`
  position: relative;
  align-self: center;
  justify-self: center;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size['control-lg']};
  block-size: ${vars.size['control-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color['fg-on-accent']};
  box-shadow: ${vars.shadow.md};
`;

export const EmbedTitle = styled.span`
  position: relative;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const EmbedFailed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-block-size: 10rem;
  padding: ${vars.space[6]};
  text-align: center;
  color: ${vars.color['fg-muted']};

  & > p { margin: 0; font-weight: ${vars.fontWeight.medium}; color: ${vars.color.fg}; }
`;
