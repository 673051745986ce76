import { AuditLogPage } from '@/features/privacy/components/audit-log-page';

export function Component() {
  return <AuditLogPage />;
}
