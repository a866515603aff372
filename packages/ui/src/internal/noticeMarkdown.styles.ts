import { css } from 'styled-components';
import { vars } from '../tokens';

/** The look of a rendered notice body (`NoticeMarkdown`): `NoticeView` and `MarkdownEditor`'s preview. */
export const noticeBody = css`
  width: 100%;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};

  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  & h1, & h2, & h3 { font-family: ${vars.font.display}; line-height: ${vars.lineHeight.tight}; margin: ${vars.space[6]} 0 ${vars.space[3]}; }
  & h1 { font-size: ${vars.fontSize.xl}; }
  & h2 { font-size: ${vars.fontSize.lg}; }
  & h3 { font-size: ${vars.fontSize.md}; }
  & p, & ul, & ol, & blockquote { margin: 0 0 ${vars.space[4]}; }
  & ul, & ol { padding-inline-start: ${vars.space[7]}; }
  & blockquote { padding-inline-start: ${vars.space[4]}; border-inline-start: 3px solid ${vars.color.border}; color: ${vars.color['fg-muted']}; }
  & code { padding: 0 ${vars.space[2]}; border-radius: ${vars.radius.sm}; background: ${vars.color['surface-sunken']}; }
  & img { max-width: 100%; height: auto; }
`;
