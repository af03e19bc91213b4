import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import styles from './embed.css';
import { Embed, type EmbedProps } from './embed.js';

export const tagName = 'shop-embed';

defineWidget<EmbedProps>(
  tagName,
  Embed,
  { src: 'string', title: 'string', height: 'number', width: 'number', provider: 'string' },
  [base, styles],
);

declare global {
  interface HTMLElementTagNameMap {
    'shop-embed': HTMLElement & EmbedProps;
  }
}
