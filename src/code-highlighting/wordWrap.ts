/**
 * Word wrap for code blocks, with the classic theme's behaviour (the wrap button appears when a
 * block is wider than its box, or while wrapping is on) but measured without forcing layout.
 *
 * The theme's hook reads `scrollWidth` in an effect of every code block, right after hydration;
 * each read makes the browser lay the page out inside React's commit (on a long guide that was
 * most of the hydration task). A ResizeObserver reports each block after the browser has laid it
 * out anyway, so the read costs nothing, and it reports again when the width changes: a window
 * resize, or a tab panel that stops being hidden (its blocks go from zero width to their width).
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

function isScrollable(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true;
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, tokens in samples) wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
    // Measured now (a click, so laying out is expected): the block's size may not change.
    setIsCodeScrollable(isScrollable(pre));
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => setIsCodeScrollable(isScrollable(pre)));
    observer.observe(pre);
    return () => observer.disconnect();
  }, []);

  // The theme types the ref as RefObject<HTMLPreElement> (non-null), as React 18 did.
  return {codeBlockRef: codeBlockRef as RefObject<HTMLPreElement>, isEnabled, isCodeScrollable, toggle};
}
