export type { AuditLogChangeItem, AuditLogItem, AuditLogListProps, AuditLogTone } from './AuditLogList';
export { AuditLogList, auditLogTones } from './AuditLogList';
