import styled from 'styled-components';
import { vars } from '../../tokens';

export const CommentThreadRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
`;

export const CommentFormRoot = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[3]};

  & > :first-child { flex: 1 1 auto; min-width: 0; }
`;

export const CommentEmpty = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.body};
`;

export const CommentList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ReplyList = styled(CommentList)`
  gap: ${vars.space[3]};
  margin-top: ${vars.space[2]};
`;

export const CommentItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space[3]};
`;

export const CommentBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;

  & > [data-part='ReplyForm'] { margin-top: ${vars.space[2]}; }
`;

export const CommentBubble = styled.div`
  align-self: flex-start;
  max-width: 100%;
  padding: ${vars.space[2]} ${vars.space[4]} ${vars.space[3]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color['surface-sunken']};
`;

export const CommentAuthorName = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const CommentText = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const CommentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  padding-left: ${vars.space[3]};
`;

export const CommentTime = styled.time`
  margin-right: ${vars.space[2]};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
`;

export const CommentMore = styled.div`
  display: flex;
  justify-content: center;
`;
