import type { GlideComponent } from '@glidejs/glide/dist/glide.modular.esm.js';

/**
 * Glide's own Transition component (src/components/transition.js in
 * @glidejs/glide 3.7.1, MIT), passed to mount() under the same name so it
 * replaces the original. One change: Glide waits for the end of every move
 * with setTimeout and never clears those timers, so a carousel removed in the
 * middle of a move would still run Glide's callbacks; this one clears them on
 * destroy.
 */
export const Transition: GlideComponent = (glide, components, events) => {
  let disabled = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const transition = {
    get duration(): number {
      return glide.isType('slider') && components.Run.offset
        ? glide.settings.rewindDuration
        : glide.settings.animationDuration;
    },
    compose(property: string): string {
      return `${property} ${disabled ? 0 : transition.duration}ms ${glide.settings.animationTimingFunc}`;
    },
    set(property = 'transform'): void {
      components.Html.wrapper.style.transition = transition.compose(property);
    },
    remove(): void {
      components.Html.wrapper.style.transition = '';
    },
    after(callback: () => void): void {
      const timer = setTimeout(() => {
        timers.delete(timer);
        callback();
      }, transition.duration);
      timers.add(timer);
    },
    enable(): void {
      disabled = false;
      transition.set();
    },
    disable(): void {
      disabled = true;
      transition.set();
    },
  };

  events.on('move', () => transition.set());
  events.on(['build.before', 'resize', 'translate.jump'], () => transition.disable());
  events.on('run', () => transition.enable());
  events.on('destroy', () => {
    transition.remove();
    timers.forEach(clearTimeout);
    timers.clear();
  });
  return transition;
};
