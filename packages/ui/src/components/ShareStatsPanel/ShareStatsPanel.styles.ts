import styled from 'styled-components';
import { vars } from '../../tokens';
import { RankingRow } from '../RankingList';

export const ShareStatsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const ShareStatsToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

export const ShareStatsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const ShareStatsList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** RankingList's row, with the click icon coloured by its tier. */
export const ShareStatsItem = styled(RankingRow)`
  &[data-tier='1'] [data-part='Icon'] { color: ${vars.color['fg-muted']}; }
  &[data-tier='2'] [data-part='Icon'] { color: ${vars.color.accent}; }
  &[data-tier='3'] [data-part='Icon'] { color: ${vars.color.gold}; }
  &[data-tier='4'] [data-part='Icon'] { color: ${vars.color.gold}; }
`;

export const ShareStatsIcon = styled.span`
  display: inline-flex;
  flex: none;
  justify-content: center;
  width: ${vars.space[6]};
  & > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
`;

export const ShareStatsEmpty = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
`;
