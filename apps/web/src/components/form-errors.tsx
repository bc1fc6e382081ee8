import { useEffect, useRef } from 'react';

/**
 * A form's problems as links to their fields, shown when sending is refused. It takes the focus
 * when it appears (and on every new refusal), so a screen reader reads it first and a keyboard
 * user moves from it straight to the field.
 */
export function FormErrors(props: {
  /** The block's class; its title is `${className}__title`, with the id `${className}-title`. */
  className: string;
  title: string;
  errors: { fieldId: string; label: string; message: string }[];
  /** Changes on every refused attempt, so the list takes the focus again. */
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = props.errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, props.attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={props.className}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${props.className}-title`}
    >
      <h2 id={`${props.className}-title`} className={`${props.className}__title`}>
        {props.title}
      </h2>
      <ul>
        {props.errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
