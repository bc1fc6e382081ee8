/**
 * A 400 naming fields of the body, shaped like a schema failure so the error handler answers it
 * the same way (`validation_failed` with `fields`): for rules a schema cannot know, such as a
 * date already past in the restaurant's zone, or colours that fail contrast with the site's.
 */
export function invalidFields(issues: { field: string; message: string }[]): Error {
  return Object.assign(new Error(issues.map((issue) => issue.message).join('; ')), {
    validation: issues.map(({ field, message }) => ({ instancePath: `/${field}`, message })),
    validationContext: 'body',
  });
}

/** A 400 naming one field of the body (see invalidFields). */
export function invalidField(field: string, message: string): Error {
  return invalidFields([{ field, message }]);
}
