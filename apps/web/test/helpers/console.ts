/**
 * A test fails on an unexpected console.error (STYLE.md). A test that provokes one on purpose says so with
 * `allowConsoleError(/pattern/)`.
 */
const allowed: RegExp[] = [];
const unexpected: string[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function recordConsoleError(args: unknown[]): void {
  const text = args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ');
  if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
}

export function takeUnexpectedConsoleErrors(): string[] {
  const errors = unexpected.splice(0);
  allowed.length = 0;
  return errors;
}
