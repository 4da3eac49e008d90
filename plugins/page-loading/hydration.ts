/** Which components render while the page hydrates (./keep-server-children.ts says what for). */
import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether this component was first rendered while React hydrated the server's HTML (so the
 * server's DOM for it is on the page), rather than mounted later, e.g. by a client-side
 * navigation. Decided once per mounted component.
 */
export function useMountedWhileHydrating(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => typeof window !== 'undefined' && !isBrowser);
  return hydrating;
}
