// @vitest-environment jsdom
// StaticIsland and our code block keep the server's HTML by hydrating an element with the props of
// plugins/page-loading/keep-server-children.ts (plugins/guards lists them with the React version
// this was checked with). That is React's behaviour, not its API: these tests show it on the installed React,
// so an upgrade that changes it fails here before the field lists or the code tokens vanish.
import {createElement, act} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it} from 'vitest';
import {keepServerChildren} from '../../plugins/page-loading/keep-server-children';

// React warns that act() is used outside a test environment unless told otherwise.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const serverChildren = '<span class="field">contractId</span><span class="field">status</span>';

/** On the server, the children; while hydrating, the same element with the props that keep them. */
const island = (hydrating: boolean, label: string) =>
  hydrating
    ? createElement('div', {'data-island': label, ...keepServerChildren})
    : createElement('div', {'data-island': label, dangerouslySetInnerHTML: {__html: serverChildren}});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function hydrate(label: string): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = renderToString(island(false, label));
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, island(true, label), {onRecoverableError: () => undefined});
  });
  return container;
}

describe('empty dangerouslySetInnerHTML while hydrating', () => {
  it("keeps the server's children in place", () => {
    const container = hydrate('a');
    expect(container.querySelector('[data-island="a"]')?.innerHTML).toBe(serverChildren);
  });

  it('keeps them when the component renders again with the same empty value', () => {
    const container = hydrate('a');
    act(() => root?.render(island(true, 'b')));
    const element = container.querySelector('[data-island="b"]');
    expect(element?.innerHTML).toBe(serverChildren);
  });
});
