import styled from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

export const NotificationMarkerSlot = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${vars.space[4]};
`;

/** The unread dot, in the accent colour. */
export const NotificationMarker = styled.span`
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
`;

export const NotificationItemBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  line-height: ${vars.lineHeight.snug};

  & > [data-visibility='hidden'] { ${visuallyHidden} }
  [data-state='unread'] > * > & { font-weight: ${vars.fontWeight.medium}; }
`;

export const NotificationItemTime = styled.span`
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.xs};
`;

export const NotificationEmpty = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  color: ${vars.color['fg-muted']};
  text-align: center;
`;
