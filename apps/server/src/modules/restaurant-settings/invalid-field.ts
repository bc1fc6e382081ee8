/**
 * A 400 naming one field of the body, shaped like a schema failure so the error handler answers
 * it the same way (`validation_failed` with `fields`): for rules a schema cannot know, such as a
 * date already past in the restaurant's zone.
 */
export function invalidField(field: string, message: string): Error {
  return Object.assign(new Error(message), {
    validation: [{ instancePath: `/${field}`, message }],
    validationContext: 'body',
  });
}
