import { tables } from '../_runtime/lang.js';
import type { FrameKind } from './provider.js';

/** Every text `<shop-embed>` (and `<shop-showroom>`'s map) shows or gives to screen readers, one table per language. */
const en = {
  /** The service's name when the frame's URL has no host to name it by. */
  unknownProvider: 'another website',
  /** The frame's name when the page gives no `title`. */
  title: {
    map: (provider: string) => `Map from ${provider}`,
    page: (provider: string) => `${provider} page`,
    video: (provider: string) => `Video from ${provider}`,
    content: (provider: string) => `Content from ${provider}`,
  } satisfies Record<FrameKind, (provider: string) => string>,
  /** The load button. */
  load: {
    map: (provider: string) => `Load the map from ${provider}`,
    page: (provider: string) => `Show the ${provider} page`,
    video: (provider: string) => `Load the video from ${provider}`,
    content: (provider: string) => `Load the content from ${provider}`,
  } satisfies Record<FrameKind, (provider: string) => string>,
  /** What the placeholder says before anything loads. */
  placeholder: (name: string, provider: string) =>
    `${name}, from ${provider}. Nothing loads until you ask: this saves mobile data, and ${provider} sees your visit only then.`,
  /** The link's text when the page's link has none. */
  open: (provider: string) => `Open on ${provider}`,
};

const bn: typeof en = {
  unknownProvider: 'অন্য ওয়েবসাইট',
  title: {
    map: (provider) => `${provider}-এর ম্যাপ`,
    page: (provider) => `${provider} পেজ`,
    video: (provider) => `${provider}-এর ভিডিও`,
    content: (provider) => `${provider}-এর কনটেন্ট`,
  },
  load: {
    map: (provider) => `${provider} থেকে ম্যাপ দেখুন`,
    page: (provider) => `${provider} পেজ দেখুন`,
    video: (provider) => `${provider} থেকে ভিডিও চালান`,
    content: (provider) => `${provider} থেকে দেখুন`,
  },
  placeholder: (name, provider) =>
    `${name}, ${provider} থেকে। আপনি চাইলে তবেই লোড হবে: তাতে মোবাইল ডেটা বাঁচে, আর ${provider} আপনার ভিজিট তখনই জানে।`,
  open: (provider) => `${provider}-এ খুলুন`,
};

export const strings = tables(en, bn);
