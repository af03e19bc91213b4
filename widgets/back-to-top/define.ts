import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import styles from './back-to-top.css';
import { BackToTop, type BackToTopProps } from './back-to-top.js';

export const tagName = 'shop-back-to-top';

defineWidget<BackToTopProps>(tagName, BackToTop, { offset: 'number', target: 'string' }, [base, styles]);

declare global {
  interface HTMLElementTagNameMap {
    'shop-back-to-top': HTMLElement & BackToTopProps;
  }
}
