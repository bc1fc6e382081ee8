/** One audited field: its value before and after the change (null when there was none). */
export type FieldChange = { from: unknown; to: unknown };

/**
 * The fields whose value differs between `before` and `after`, as `{ field: { from, to } }`
 * (the audit log's shape). Values are compared as JSON, so arrays of services compare by content.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
