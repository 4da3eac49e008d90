import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const messages: Readonly<Record<Status, string>> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Could not copy. Use "View as Markdown" and copy from there.',
};

/** The page's Markdown twin (built beside the page as `<path>.md`), fetched on demand. */
async function fetchTwin(url: string): Promise<Blob> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Copies the page as Markdown, for an AI assistant or a ticket. The twin is fetched on click only:
 * no page carries its own Markdown. Where the browser takes a promised clipboard item (Safari
 * needs the clipboard call inside the click, before the fetch has finished), that is used.
 */
async function copyTwin(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchTwin(url)})]);
    return;
  }
  await navigator.clipboard.writeText(await (await fetchTwin(url)).text());
}

/** "Copy page" and "View as Markdown" beside a docs page's title. */
export default function CopyPage({permalink}: {readonly permalink: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const twin = `${permalink}.md`;
  const copy = () => {
    setStatus('copying');
    copyTwin(twin).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.bar} data-pagefind-ignore="all" data-copy-page="">
      <button type="button" className={styles.action} onClick={copy} disabled={status === 'copying'}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <Link className={styles.action} to={`pathname://${twin}`}>
        View as Markdown
      </Link>
      <span role="status" className={status === 'failed' ? styles.visible : styles.status}>
        {messages[status]}
      </span>
    </div>
  );
}
