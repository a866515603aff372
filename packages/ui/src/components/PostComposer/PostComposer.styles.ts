import styled from 'styled-components';
import { vars } from '../../tokens';

/** The form wraps Body and Footer without breaking the dialog card's flex column. */
export const ComposerForm = styled.form`
  display: contents;
`;

export const ComposerSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

export const ComposerPreview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const ComposerPreviewType = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  font-weight: ${vars.fontWeight.medium};
`;

export const ComposerPreviewLink = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const ComposerPreviewText = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  overflow-wrap: anywhere;
`;

export const ComposerPhotoList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ComposerPhoto = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'thumb name' 'thumb status';
  column-gap: ${vars.space[3]};
  align-items: center;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const ComposerPhotoThumb = styled.span`
  grid-area: thumb;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size['control-lg']};
  height: ${vars.size['control-lg']};
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-muted']};

  & > img { width: 100%; height: 100%; object-fit: cover; }
  [data-state='failed'] > & { opacity: 0.5; }
`;

export const ComposerPhotoName = styled.span`
  grid-area: name;
  overflow-wrap: anywhere;
  color: ${vars.color.fg};
`;

export const ComposerPhotoState = styled.span`
  grid-area: status;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color['fg-muted']};

  &[data-state='done'] { color: ${vars.color.success}; }
  &[data-state='failed'] { color: ${vars.color.danger}; }
`;
