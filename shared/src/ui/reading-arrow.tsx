/**
 * An arrow along the reading direction ('→' forward, '←' with `back`) beside a link's text,
 * hidden from assistive technology and mirrored in a right-to-left page by the shell's
 * `.mz-mirror-rtl`.
 */
export function ReadingArrow({ back = false }: { back?: boolean }) {
  return (
    <span aria-hidden="true" className="mz-mirror-rtl">
      {back ? '←' : '→'}
    </span>
  );
}
