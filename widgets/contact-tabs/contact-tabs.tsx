import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../_runtime/events.js';
import { useLightDom } from '../_runtime/light-dom.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { errorOnce } from '../_runtime/warn.js';
import { strings } from './strings.js';
import { resolveLang, widgetLang } from '../_runtime/lang.js';

/**
 * `<shop-contact-tabs>`: the contact page's tabs (WAI-ARIA tabs, automatic activation).
 * Each `<section>` child is one tab: its heading is the tab's label, the rest is the panel's content.
 *
 * @attr {string} label - Accessible name of the tab list. Default "Contact options".
 * @attr {number} selected - Index of the tab selected first (number, from 0). Default 0.
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @event shop-tab-change - The shopper selected another tab: `{ index, label }`.
 *
 * @cssprop --shop-brand - Selected tab, tab text and links. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Text of the selected tab. Default `#ffffff`.
 * @cssprop --shop-surface - Tab and panel background. Default `#ffffff`.
 * @cssprop --shop-border - Tab and panel borders. Default `#e4d8cc`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 *
 * @part tablist - The row of tabs.
 * @part tab - One tab button.
 * @part panel - One tab panel (the content copied from its section).
 */
export interface ContactTabsProps extends WidgetProps {
  label?: string;
  selected?: number;
}

export interface TabSource {
  label: string;
  /** The section's nodes after its heading, cloned into the panel. */
  content: Node[];
}

const TAG = '<shop-contact-tabs>';
const HEADING = /^h[1-6]$/;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** One tab per `<section>` child: its first heading names the tab, the nodes after it fill the panel. */
export function readTabs(host: HTMLElement): TabSource[] {
  const sections = Array.from(host.children).filter((child) => child.localName === 'section');
  return sections.map((section, i) => {
    const heading = Array.from(section.children).find((child) => HEADING.test(child.localName));
    const label = clean(heading?.textContent);
    if (!heading || label === '') {
      errorOnce(
        `${TAG}: section ${i + 1} has no heading with text to name its tab; calling it "${strings.en.tab(i + 1)}".`,
      );
      return {
        label: strings[resolveLang(host)].tab(i + 1),
        content: Array.from(section.childNodes).filter((node) => node !== heading),
      };
    }
    const content: Node[] = [];
    for (let node = heading.nextSibling; node; node = node.nextSibling) content.push(node);
    return { label, content };
  });
}

function pickSelected(value: number | undefined, raw: string | null | undefined, count: number): number {
  if (value === undefined) return 0;
  const valid = Number.isInteger(value) && value >= 0 && (count === 0 || value < count);
  if (valid) return value;
  const range = count > 0 ? `from 0 to ${count - 1}` : 'of 0 or more';
  errorOnce(`${TAG}: selected "${raw ?? value}" is not a tab index ${range}; selecting the first tab.`);
  return 0;
}

/** The `<section>` children, read on mount and again whenever the page changes them. */
function useTabChildren(host: HTMLElement | undefined): TabSource[] {
  // Panels hold cloned nodes, which JSON cannot compare: every change is taken.
  return useLightDom(host, readTabs, [], { same: () => false });
}

function Panel(props: { id: string; tabId: string; content: Node[]; active: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  // Copies, not moves: the page's own children stay in place for the next connection.
  useLayoutEffect(() => {
    panel.current?.replaceChildren(...props.content.map((node) => node.cloneNode(true)));
  }, [props.content]);
  return (
    <div
      ref={panel}
      id={props.id}
      class="tabs__panel"
      part="panel"
      role="tabpanel"
      aria-labelledby={props.tabId}
      tabIndex={0}
      hidden={!props.active}
    />
  );
}

export function ContactTabs(props: ContactTabsProps) {
  const host = hostOf(props.container);
  const tabs = useTabChildren(host);
  const wanted = pickSelected(props.selected, host?.getAttribute('selected'), tabs.length);
  const [selected, setSelected] = useState(wanted);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => setSelected(wanted), [wanted]);

  if (tabs.length === 0) return null;
  const current = selected < tabs.length ? selected : 0;

  const select = (index: number, focus: boolean) => {
    if (focus) buttons.current[index]?.focus();
    if (index === current) return;
    setSelected(index);
    emit(host, 'shop-tab-change', { index, label: tabs[index]!.label });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    let next: number;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div class="root tabs">
      <div
        class="tabs__list"
        part="tablist"
        role="tablist"
        aria-label={props.label || strings[widgetLang(props)].label}
      >
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(button) => {
              buttons.current[i] = button;
            }}
            type="button"
            id={`shop-tab-${i}`}
            class="tabs__tab"
            part="tab"
            role="tab"
            aria-selected={i === current ? 'true' : 'false'}
            aria-controls={`shop-tabpanel-${i}`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => select(i, false)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <Panel key={i} id={`shop-tabpanel-${i}`} tabId={`shop-tab-${i}`} content={tab.content} active={i === current} />
      ))}
    </div>
  );
}
