/**
 * Wraps the search plugin's search bar so that its code (about 18 KB gzip: the bar, its worker
 * bridge and helpers) is not part of every page's first load. The server renders a plain search
 * input in the same place; the real bar loads when the browser is idle, or at once when the
 * reader focuses or hovers the input or presses the search shortcut (Ctrl/⌘ + K).
 */
import React, {lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {whenIdle} from '@site/src/utils/whenIdle';

const RealSearchBar = lazy(() => import('@theme-original/SearchBar'));

function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Asks the real search bar to focus itself by replaying its shortcut, so that it runs its own
 * focus path (which sets up its suggestion list).
 */
function replayShortcut(): void {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  document.dispatchEvent(
    new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: !mac, metaKey: mac, bubbles: true}),
  );
}

function realInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.navbar__search input.navbar__search-input');
}

/** Gives text typed before the real bar loaded to the real input, as if the reader had typed it. */
function carryOver(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setValue === undefined || text === '' || input.value === text) return;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Moves focus (and any text typed so far) into the real search input once it has mounted. The
 * real bar sets up its suggestion list asynchronously on focus and moves the input while doing
 * so, which drops the focus; so the focus is re-asserted for a short while until it holds.
 */
function FocusOnMount({text}: {readonly text: string}): null {
  // At once, before the browser handles the next key press: move focus and typed text across.
  useLayoutEffect(() => {
    const input = realInput();
    if (input === null) return;
    input.focus();
    carryOver(input, text);
    // `text` is read when the bar mounts; later typing goes to the real input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      const input = realInput();
      if (input !== null && document.activeElement !== input) {
        if (attempts === 1) replayShortcut();
        else input.focus();
      }
      if (attempts >= 30) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}

export default function SearchBar(): ReactNode {
  const [load, setLoad] = useState(false);
  // Incremented on each request for focus (shortcut or focus on the stand-in input).
  const [focusRequest, setFocusRequest] = useState(0);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Replayed (untrusted) shortcuts are for the real bar only.
      if (!event.isTrusted || !isSearchShortcut(event)) return;
      event.preventDefault();
      setLoad(true);
      setFocusRequest((count) => count + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (load) return undefined;
    return whenIdle(() => setLoad(true), {timeout: 4000, fallbackDelay: 2000});
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
          setLoad(true);
          setFocusRequest((count) => count + 1);
        }}
        onMouseEnter={() => setLoad(true)}
      />
    </div>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RealSearchBar />
      {focusRequest > 0 && <FocusOnMount key={focusRequest} text={typed} />}
    </Suspense>
  );
}
