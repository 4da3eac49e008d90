/**
 * Our tabs: the classic theme's tabs (same markup and classes, keyboard use, groups synced through
 * local storage and the query string, lazy panels) without one thing: the classic component gives
 * every tab group a new React key once the page has hydrated, so each group, with everything in
 * its panels, is thrown away and built again right after hydration, in one task. A reference page
 * has over 40 groups of code samples, so that task rebuilt most of the page. The theme's useTabs
 * (Docusaurus 3.8) already applies the reader's stored choice after hydration as an ordinary
 * update, so nothing needs the remount.
 */
import React, {
  cloneElement,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
  type TabItemProps,
  type TabValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

type ListProps = {
  readonly className?: string;
  readonly block?: boolean;
  readonly selectedValue: string;
  readonly selectValue: (value: string) => void;
  readonly tabValues: readonly TabValue[];
};

function TabList({className, block, selectedValue, selectValue, tabValues}: ListProps): ReactNode {
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const choose = (tab: HTMLLIElement) => {
    const value = tabValues[tabs.current.indexOf(tab)]?.value;
    if (value === undefined || value === selectedValue) return;
    // Keep the chosen tab where it is on screen, although the panel above it may change height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.current.indexOf(event.currentTarget);
    const count = tabValues.length;
    if (event.key === 'Enter') choose(event.currentTarget);
    else if (event.key === 'ArrowRight') tabs.current[(index + 1) % count]?.focus();
    else if (event.key === 'ArrowLeft') tabs.current[(index - 1 + count) % count]?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          // Focusable when selected; the arrow keys move between the tabs.
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            tabs.current[index] = tab;
          }}
          onKeyDown={onKeyDown}
          onClick={(event: MouseEvent<HTMLLIElement>) => choose(event.currentTarget)}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabPanels({
  lazy,
  items,
  selectedValue,
}: {
  readonly lazy?: boolean;
  readonly items: readonly ReactElement<TabItemProps>[];
  readonly selectedValue: string;
}): ReactNode {
  if (lazy) {
    // Only the selected panel is in the page.
    const selected = items.find((item) => item.props.value === selectedValue);
    return selected === undefined
      ? null
      : cloneElement(selected, {className: clsx('margin-top--md', selected.props.className)});
  }
  return (
    <div className="margin-top--md">
      {items.map((item, index) =>
        // Panels are identified by their position, as in the classic theme.
        cloneElement(item, {key: index, hidden: item.props.value !== selectedValue}),
      )}
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const items = sanitizeTabsChildren(props.children);
  const {selectedValue, selectValue, tabValues} = useTabs({...props, children: items});
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList
        className={props.className}
        block={props.block}
        selectedValue={selectedValue}
        selectValue={selectValue}
        tabValues={tabValues}
      />
      <TabPanels lazy={props.lazy} items={items} selectedValue={selectedValue} />
    </div>
  );
}
