import styled from 'styled-components';
import { vars } from '../../tokens';

export const PictureViewerFigure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  overflow-wrap: anywhere;
`;

/** Square, as large as the dialog allows, never taller than most of the screen. */
export const PictureViewerImage = styled.img`
  display: block;
  width: 100%;
  max-width: min(100%, 60vh);
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${vars.radius.lg};
  background: ${vars.color['surface-sunken']};
`;
