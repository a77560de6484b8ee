/** The console's inquiries area (issue 17). */
export function AdminInquiriesPage() {
  return null;
}
