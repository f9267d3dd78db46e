import { Fragment } from 'react';
import './email-text.css';

/**
 * An e-mail address that wraps only where a reader expects it (addresses broke mid-word at
 * 390 px): after the `@` and before each dot of the domain, left to right whatever the page's direction.
 * A part still longer than the line breaks as a last resort (`overflow-wrap: break-word`), never anywhere.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const domain = at >= 0 ? email.slice(at + 1).split('.') : [];
  return (
    <bdi dir="ltr" className={className ? `email-text ${className}` : 'email-text'}>
      {local}
      {at >= 0 ? (
        <>
          <wbr />@
          {domain.map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? (
                <>
                  <wbr />.
                </>
              ) : null}
              {part}
            </Fragment>
          ))}
        </>
      ) : null}
    </bdi>
  );
}
