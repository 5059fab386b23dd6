export function AuditPanel() {
  return <p>Audit</p>;
}
