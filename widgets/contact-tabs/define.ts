import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import styles from './contact-tabs.css';
import { ContactTabs, type ContactTabsProps } from './contact-tabs.js';

export const tagName = 'shop-contact-tabs';

defineWidget<ContactTabsProps>(tagName, ContactTabs, { label: 'string', selected: 'number' }, [base, styles]);

declare global {
  interface HTMLElementTagNameMap {
    'shop-contact-tabs': HTMLElement & ContactTabsProps;
  }
}
