import React, {useEffect, useRef, useState, type ReactNode} from 'react';

/**
 * A native <details> whose content is created the first time the reader opens it. For long
 * examples on pages that list many of them: the page stays light, and the summary says what is
 * inside. Keyboard and screen readers get the native disclosure behaviour.
 *
 * A reader may open it before React has attached its `toggle` listener (while the page hydrates):
 * the browser opens the element anyway, so the first effect looks at `open` too.
 */
export default function LazyDetails({
  summary,
  className,
  children,
}: {
  readonly summary: ReactNode;
  readonly className?: string;
  readonly children: () => ReactNode;
}): ReactNode {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open === true) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className={className}
      onToggle={(event) => setOpened((wasOpened) => wasOpened || event.currentTarget.open)}>
      <summary>{summary}</summary>
      {opened ? children() : null}
    </details>
  );
}
