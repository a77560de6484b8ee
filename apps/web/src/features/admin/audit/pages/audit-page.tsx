/** The console's audit area (issue 17). */
export function AdminAuditPage() {
  return null;
}
