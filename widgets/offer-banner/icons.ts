/** The pause button's two icons (24 × 24 paths), shared with the site's prerendered banner (site/pages/layout.ts). */
export const PAUSE_ICON = 'M7 5h4v14H7zM13 5h4v14h-4z';
export const PLAY_ICON = 'M8 5v14l11-7z';
