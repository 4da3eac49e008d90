/**
 * The navbar's search: a button that looks like a search field and opens the search dialog, on
 * click, Ctrl/⌘+K or `/` (not while typing in a field). This file is all that pages load; the
 * dialog and the search engine are separate chunks, fetched when the reader points at or focuses
 * the button, or opens the dialog.
 */
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const loadDialog = () => import('@site/src/search/SearchDialog');
const SearchDialog = lazy(loadDialog);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const warmUp = useCallback(() => {
    void loadDialog().then((module) => module.preloadSearch());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={warmUp}
        onFocus={warmUp}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.hint} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
