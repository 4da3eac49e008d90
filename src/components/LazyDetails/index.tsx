import React, {useState, type ReactNode} from 'react';

/**
 * A native <details> whose content is created the first time the reader opens it. For long
 * examples on pages that list many of them: the page stays light, and the summary says what is
 * inside. Keyboard and screen readers get the native disclosure behaviour.
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
  return (
    <details
      className={className}
      onToggle={(event) => setOpened((wasOpened) => wasOpened || event.currentTarget.open)}>
      <summary>{summary}</summary>
      {opened ? children() : null}
    </details>
  );
}
