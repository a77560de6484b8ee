/** The console's quotas area (issue 17). */
export function AdminQuotasPage() {
  return null;
}
