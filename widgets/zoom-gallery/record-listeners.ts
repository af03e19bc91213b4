export type AddedListener = [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
];

/**
 * medium-zoom 1.1 has no destroy(): it adds click, keyup and scroll listeners to
 * document and resize to window, and never removes them. Record what it adds
 * while it is created, so destroy() can take them off again.
 */
export function recordListeners<T>(create: () => T): [T, AddedListener[]] {
  const added: AddedListener[] = [];
  const targets: EventTarget[] = [document, window];
  const own = targets.map((target) => Object.getOwnPropertyDescriptor(target, 'addEventListener'));
  for (const target of targets) {
    const add = target.addEventListener;
    target.addEventListener = (type, listener, options) => {
      if (listener) added.push([target, type, listener, options]);
      add.call(target, type, listener, options);
    };
  }
  try {
    return [create(), added];
  } finally {
    targets.forEach((target, i) => {
      const descriptor = own[i];
      if (descriptor) Object.defineProperty(target, 'addEventListener', descriptor);
      else delete (target as Partial<EventTarget>).addEventListener;
    });
  }
}
