import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: ReactNode;
  /** The translated error message; sets aria-invalid and is announced with the field. */
  error?: string | null;
  /** A hint under the label, also tied to the control. */
  hint?: ReactNode;
  className?: string | undefined;
}

interface ControlWiring {
  id: string;
  className: 'field__input';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around one control, tied to it so screen readers read them with the field. */
function FieldFrame({ label, error, hint, className, control }: FieldFrameProps & { control: (wiring: ControlWiring) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control({ id, className: 'field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input whose hint and error are tied to it. */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} control={(wiring) => <input {...input} {...wiring} />} />
  );
}

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** The multi-line sibling of Field, with the same labelling and error wiring. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(wiring) => <textarea {...textarea} {...wiring} />}
    />
  );
}
