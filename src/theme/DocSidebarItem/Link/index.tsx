/**
 * Wraps the theme's sidebar link so that a guide outside the sidebar highlights the sidebar item
 * that stands for it (the `parent` in the guide's front matter): the reader sees where they are.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {sidebarParentPath} from '@site/src/site/guides';
import {useGuides} from '@site/src/site/useGuides';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LinkType>;

export default function LinkWrapper(props: Props): ReactNode {
  const {item, activePath} = props;
  const guides = useGuides();
  if (item.href !== sidebarParentPath(guides, activePath)) return <Link {...props} />;
  // The parent is not the page itself, so it is marked as the current location in the sidebar,
  // not as the current page.
  return <Link {...props} item={{...item, className: clsx(item.className, styles.parent)}} aria-current="location" />;
}
