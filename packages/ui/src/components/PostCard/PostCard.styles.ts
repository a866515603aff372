import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const PostCardRoot = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'header menu'
    'description description'
    'media media'
    'footer footer';
  align-items: start;
  row-gap: ${vars.space[4]};
  padding-block: ${vars.space[5]} ${vars.space[3]};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  letter-spacing: 0;
  min-width: 0;

  & > [data-part='Menu'] { grid-area: menu; padding-inline-end: ${vars.space[3]}; }
  & > [data-part='Media'] { grid-area: media; min-width: 0; }
  & > [data-part='Footer'] { grid-area: footer; min-width: 0; padding-inline: ${vars.space[3]}; }

  @media ${mq.tablet} {
    & > [data-part='Footer'] { padding-inline: ${vars.space[4]}; }
  }
`;

export const PostCardHeader = styled.header`
  grid-area: header;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${vars.space[4]};
  padding-inline: ${vars.space[5]} ${vars.space[2]};
  min-width: 0;
`;

export const PostCardMeta = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${vars.lineHeight.snug};

  & > [data-part='Author'] {
    font-weight: ${vars.fontWeight.bold};
    text-decoration-line: none;
    overflow-wrap: anywhere;
  }
  & > [data-part='Author']:hover { text-decoration-line: underline; }
`;

export const PostCardSubline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${vars.space[3]};
  row-gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color['fg-muted']};

  & > [data-part='Date'] { color: inherit; text-decoration-line: none; }
  & > [data-part='Date']:hover { text-decoration-line: underline; }
`;

export const PostCardCategory = styled.span`
  display: inline-flex;

  & > a {
    display: inline-flex;
    align-items: center;
    padding: 0 ${vars.space[3]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.medium};
    line-height: ${vars.lineHeight.body};
    text-decoration-line: none;
  }
  & > a:hover { text-decoration-line: underline; }
`;

export const PostCardPinned = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.accent};
  font-weight: ${vars.fontWeight.medium};
`;

export const PostCardMarks = styled.div`
  display: flex;
  align-items: center;

  & > [data-post-type] { margin-inline: ${vars.space[2]}; }

  & > [data-part='Corner'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: ${vars.size['control-md']};
    block-size: ${vars.size['control-md']};
    border-radius: ${vars.radius.pill};
    color: ${vars.color['fg-muted']};
  }
  & > [data-part='Corner']:hover { background: ${vars.color['surface-sunken']}; color: ${vars.color.fg}; }
`;

export const PostCardDescription = styled.div`
  grid-area: description;
  min-width: 0;
  padding-inline: ${vars.space[5]};
  white-space: pre-line;
  overflow-wrap: anywhere;

  &[data-layout='gradient'] {
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    gap: ${vars.space[3]};
    min-block-size: 14rem;
    padding: ${vars.space[8]} ${vars.space[6]};
    background: var(--post-gradient);
    /* The ink of text posts: the gradient is the post's colour, not the theme's (ADR 026). */
    color: var(--post-ink);
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.medium};
    text-align: center;
  }
  &[data-layout='gradient'] a { color: inherit; }

  @media ${mq.tablet} {
    &[data-layout='gradient'] { min-block-size: 18rem; font-size: ${vars.fontSize.xl}; }
  }
`;

export const PostCardReadMore = styled.button`
  display: inline;
  margin-inline-start: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[1]};
  border: 0;
  background: none;
  color: ${vars.color.link};
  font: inherit;
  font-weight: ${vars.fontWeight.bold};
  cursor: pointer;
  border-radius: ${vars.radius.sm};
  white-space: nowrap;

  &:hover { text-decoration-line: underline; }
  [data-layout='gradient'] > p > & { color: inherit; text-decoration-line: underline; }
`;

export const PostCardText = styled.p`
  margin: 0;
`;

export const PostCardSlot = styled.div``;
