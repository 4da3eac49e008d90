/**
 * Wraps the search plugin's search bar so that its code (about 18 KB gzip: the bar, its worker
 * bridge and helpers) is not part of every page's first load. The server renders a plain search
 * input in the same place; the real bar loads when the browser is idle, or at once when the
 * reader focuses or hovers the input or presses the search shortcut (Ctrl/⌘ + K).
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';

const RealSearchBar = lazy(() => import('@theme-original/SearchBar'));

function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Asks the real search bar to focus itself by replaying its shortcut: it sets up its suggestion
 * list on focus, which moves the input in the DOM, so focusing the input from outside would not last.
 */
function replayShortcut(): void {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: !mac, metaKey: mac, bubbles: true}));
}

export default function SearchBar(): ReactNode {
  const [load, setLoad] = useState(false);
  const [focusWhenReady, setFocusWhenReady] = useState(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (load) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocusWhenReady(true);
      setLoad(true);
    };
    document.addEventListener('keydown', onKeyDown);
    const idle = window.requestIdleCallback?.(() => setLoad(true), {timeout: 4000});
    const timer = idle === undefined ? window.setTimeout(() => setLoad(true), 2000) : undefined;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [load]);

  const placeholder = (
    <div className="navbar__search">
      <input
        type="search"
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={() => {
          setFocusWhenReady(true);
          setLoad(true);
        }}
        onMouseEnter={() => setLoad(true)}
      />
    </div>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RealSearchBar />
      {focusWhenReady && <FocusOnMount text={typed} />}
    </Suspense>
  );
}

/** Gives text typed before the real bar loaded to the real input, as if the reader had typed it. */
function carryOver(text: string): void {
  const input = document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (input === null || setValue === undefined || text === '') return;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Moves focus into the real search input once it has mounted (after a shortcut or a focus). */
function FocusOnMount({text}: {readonly text: string}): null {
  useEffect(() => {
    // After the real bar's own effects have registered its shortcut listener.
    const timer = window.setTimeout(() => {
      replayShortcut();
      carryOver(text);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [text]);
  return null;
}
