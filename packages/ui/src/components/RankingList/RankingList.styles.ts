import styled from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

export const RankingListRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const RankingListList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RankingListItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size['control-lg']};
  padding: ${vars.space[2]} 0;
  border-bottom: 1px solid ${vars.color.border};

  &[data-medal='gold'] [data-part='Rank'] > svg { color: ${vars.color.gold}; }
  &[data-medal='silver'] [data-part='Rank'] > svg { color: ${vars.color['fg-subtle']}; }
  &[data-medal='bronze'] [data-part='Rank'] > svg { color: ${vars.color.accent}; }
`;

export const RankingListRank = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[1]};
  min-width: 3.25rem;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;

  & > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
`;

export const RankingListIcon = styled.span`
  display: inline-flex;
  flex: none;
  & > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
`;

export const RankingListName = styled.span`
  flex: 1;
  min-width: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;

  & > a { text-decoration-line: none; }
  & > a:hover { text-decoration-line: underline; }
`;

/** The 🙏 mark inside a label: the สาธุ icon at the text's size, on its baseline. */
export const RankingListMark = styled.span`
  display: inline-flex;
  vertical-align: -0.125em;
  color: ${vars.color.accent};
  & > svg { width: 1em; height: 1em; }
`;

export const RankingListTier = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color['fg-muted']};
  &[data-tier='4'] { color: ${vars.color.gold}; }
`;

export const RankingListTotal = styled.span`
  flex: none;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const RankingListShort = styled.span`
  display: inline-flex;
  flex: none;
  & > a { justify-content: center; min-width: ${vars.size['control-md']}; }
`;

export const RankingListMore = styled.div`
  display: flex;
  justify-content: center;
`;

export const RankingListHidden = styled.span`
  ${visuallyHidden}
`;
