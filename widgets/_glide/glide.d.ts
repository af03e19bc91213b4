/**
 * Types for the parts of Glide 3.7's modular build that createCarousel uses
 * (the package ships no types). Only the core components plus the extensions
 * passed to mount() run, so Glide's document-wide keyboard handler never does.
 */
declare module '@glidejs/glide/dist/glide.modular.esm.js' {
  export interface GlideSettings {
    type: 'slider' | 'carousel';
    startAt: number;
    perView: number;
    perSwipe: '' | '|';
    gap: number;
    animationDuration: number;
    animationTimingFunc: string;
    rewindDuration: number;
    keyboard: boolean;
    autoplay: number | false;
    hoverpause: boolean;
    classes: { slide: { clone: string; active: string } };
  }

  export interface GlideEvents {
    on(event: string | string[], handler: (context: unknown) => void): void;
    emit(event: string, context?: unknown): void;
  }

  /** What Glide's components see of each other (only what the Transition replacement needs). */
  export interface GlideComponents {
    Html: { wrapper: HTMLElement; track: HTMLElement; slides: HTMLElement[] };
    Run: { offset: boolean };
  }

  export type GlideComponent = (glide: Glide, components: GlideComponents, events: GlideEvents) => object;

  export default class Glide {
    constructor(root: HTMLElement, options?: Partial<GlideSettings>);
    index: number;
    settings: GlideSettings;
    disabled: boolean;
    mount(extensions?: Record<string, GlideComponent>): this;
    update(settings?: Partial<GlideSettings>): this;
    go(pattern: string): this;
    destroy(): this;
    on(event: string | string[], handler: (context: unknown) => void): this;
    isType(type: GlideSettings['type']): boolean;
  }

  export const Swipe: GlideComponent;
  export const Images: GlideComponent;
  export const Anchors: GlideComponent;
}
