import styled from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

export const WalletLedgerRoot = styled.div`
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const WalletLedgerList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
`;

export const WalletLedgerEntry = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${vars.space[3]} ${vars.space[5]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};

  &[data-direction='in'] [data-part='Amount'] { color: ${vars.color.accent}; }
  &[data-direction='out'] [data-part='Amount'] { color: ${vars.color.fg}; }
`;

export const WalletLedgerText = styled.div`
  display: flex;
  flex: 1 1 16rem;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const WalletLedgerDate = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

export const WalletLedgerMessage = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
`;

export const WalletLedgerFigures = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space[1]};
  margin-inline-start: auto;
  text-align: end;
`;

export const WalletLedgerAmount = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

export const WalletLedgerBalance = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

export const WalletLedgerHidden = styled.span`
  ${visuallyHidden}
`;
