/** The console's content area (issue 17). */
export function AdminContentPage() {
  return null;
}
