import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const WalletSummaryRoot = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  min-width: 0;
  font-family: ${vars.font.body};

  @media ${mq.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[4]};
  }
`;

export const WalletSummaryTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;

  & > dt { color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; line-height: ${vars.lineHeight.snug}; }
  & > dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.lineHeight.tight};
  }

  &[data-tone='accent'] {
    grid-column: 1 / -1;
    border-color: transparent;
    background: ${vars.color.accent};
    color: ${vars.color['fg-on-accent']};
  }
  &[data-tone='accent'] > dt { color: ${vars.color['fg-on-accent']}; }
  &[data-tone='accent'] > dd { font-size: ${vars.fontSize['2xl']}; }

  @media ${mq.tablet} {
    &[data-tone='accent'] { grid-column: auto; }
  }
`;
