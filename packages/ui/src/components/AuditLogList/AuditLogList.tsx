import { formatCount } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { ChevronDownIcon } from '../../icons';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import {
  AuditLogChange,
  AuditLogDetails,
  AuditLogDiff,
  AuditLogEntry,
  AuditLogHead,
  AuditLogListRoot,
  AuditLogMeta,
  AuditLogReason,
} from './AuditLogList.styles';

export const auditLogTones = ['default', 'danger'] as const;
export type AuditLogTone = (typeof auditLogTones)[number];

/** One field an action changed, both values formatted for reading (Thai dates, counts, labels). */
export interface AuditLogChangeItem {
  /** The field's name as staff know it ('ราคา (คะแนน)'). */
  field: string;
  /** The value before; null when the thing was created (nothing before). */
  before: string | null;
  /** The value after; null when it was removed. */
  after: string | null;
}

/** One staff action, as the audit log recorded it. */
export interface AuditLogItem {
  /** The record's id (React key). */
  id: string;
  /** What was done, in Thai ('แก้ไขของที่ระลึก', 'ยกเลิกคำสั่งแลก'). */
  action: string;
  /** What it was done to ('ของที่ระลึก #104 · สมุดบันทึกบุญ'). */
  entity: string;
  /** The entity's back-office page, when it still has one. */
  entityHref?: string;
  /** Who did it ('สมชาย ใจดี'). */
  actor: string;
  /** When, in Thai ('24 พ.ย. 2569 14:05'). */
  time: string;
  /** The same moment, machine-readable (ISO 8601). */
  dateTime: string;
  /** `danger` for destructive actions (hide, block, cancel, revoke): a red edge and action. */
  tone?: AuditLogTone;
  /** The reason staff gave (moderation, cancellation). */
  reason?: string;
  /** The fields it changed, before and after; listed fields whose values are equal show as unchanged. */
  changes?: readonly AuditLogChangeItem[];
}

export interface AuditLogListProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  /** The entries, newest first (the app filters and pages them). */
  entries: readonly AuditLogItem[];
  /** Entries are loading: placeholders in their place. */
  loading?: boolean;
  /** What an empty log says (default 'ยังไม่มีบันทึกการทำงาน'); a filter with no match says its own. */
  emptyText?: string;
  /** The list's accessible name (default 'บันทึกการทำงานของทีมงาน'). */
  label?: string;
}

function Value({ value }: { value: string | null }) {
  return <>{value === null || value === '' ? th.audit.none : value}</>;
}

function Changes({ changes }: { changes: readonly AuditLogChangeItem[] }) {
  const changed = changes.filter((c) => c.before !== c.after).length;
  return (
    <AuditLogDetails data-part="Changes">
      <summary>
        {th.audit.changes(formatCount(changed))}
        <ChevronDownIcon />
      </summary>
      <AuditLogDiff>
        {changes.map((change) => {
          const same = change.before === change.after;
          return (
            <AuditLogChange key={change.field} data-part="Change" data-state={same ? 'unchanged' : 'changed'}>
              <dt>{change.field}</dt>
              <dd>
                <span data-part="Side">{th.audit.before}</span>
                {same ? (
                  <span>
                    <Value value={change.before} />
                  </span>
                ) : (
                  <del>
                    <Value value={change.before} />
                  </del>
                )}
              </dd>
              <dd>
                <span data-part="Side">{th.audit.after}</span>
                {same ? (
                  <span>{th.audit.unchanged}</span>
                ) : (
                  <ins>
                    <Value value={change.after} />
                  </ins>
                )}
              </dd>
            </AuditLogChange>
          );
        })}
      </AuditLogDiff>
    </AuditLogDetails>
  );
}

/**
 * The audit log (`/staff/audit`): who did what to which thing and when, the reason, and a
 * before/after view of the fields it changed (changed values highlighted, listed but equal ones
 * faint). Read-only: nobody edits or deletes an entry. The app filters and pages.
 */
export const AuditLogList = forwardRef<HTMLOListElement, AuditLogListProps>(function AuditLogList(
  { entries, loading = false, emptyText = th.audit.empty, label = th.audit.list, ...rest },
  ref,
) {
  if (loading) {
    return (
      <SkeletonGroup data-component="AuditLogList" data-state="loading">
        <AuditLogListRoot as="div">
          {[0, 1, 2].map((i) => (
            <AuditLogEntry key={i} as="div">
              <Skeleton shape="text" size="md" />
              <Skeleton shape="text" size="sm" lines={2} />
            </AuditLogEntry>
          ))}
        </AuditLogListRoot>
      </SkeletonGroup>
    );
  }
  if (entries.length === 0) {
    return <EmptyState data-component="AuditLogList" data-state="empty" title={emptyText} />;
  }
  return (
    <AuditLogListRoot ref={ref} aria-label={label} data-component="AuditLogList" data-state="ready" {...rest}>
      {entries.map((entry) => (
        <AuditLogEntry key={entry.id} data-part="Entry" data-tone={entry.tone ?? 'default'}>
          <AuditLogHead>
            <span data-part="Action">{entry.action}</span>
            {entry.entityHref ? (
              <Link href={entry.entityHref} data-part="Entity">
                {entry.entity}
              </Link>
            ) : (
              <span data-part="Entity">{entry.entity}</span>
            )}
          </AuditLogHead>
          <AuditLogMeta>
            <span data-part="Actor">{th.common.by(entry.actor)}</span>
            <time dateTime={entry.dateTime} data-part="Time">
              {entry.time}
            </time>
          </AuditLogMeta>
          {entry.reason ? (
            <AuditLogReason data-part="Reason">
              <strong>{th.audit.reason}</strong> {entry.reason}
            </AuditLogReason>
          ) : null}
          {entry.changes && entry.changes.length > 0 ? <Changes changes={entry.changes} /> : null}
        </AuditLogEntry>
      ))}
    </AuditLogListRoot>
  );
});
