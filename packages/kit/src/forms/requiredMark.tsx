import type { ReactNode } from 'react';

/** A required field's label ends with an asterisk, as '* Champs obligatoires' says. */
export function requiredMark(label: ReactNode, info: { required: boolean }) {
  return (
    <>
      {label}
      {info.required && <span aria-hidden="true">&nbsp;*</span>}
    </>
  );
}
