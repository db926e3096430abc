/** The "*" after the label of a required field; the field's own `required` tells assistive technology. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="required-mark">
      {' '}*
    </span>
  );
}
