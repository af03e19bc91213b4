import layerCss from './zoom-layer.css';

/**
 * medium-zoom draws its overlay and the zoomed copy in document.body, outside every shadow root: their CSS is one
 * constructable stylesheet adopted by the document while any photo is open (no inline style, so no CSP
 * 'unsafe-inline'), counted so the last gallery to close takes it off.
 */
let layerSheet: CSSStyleSheet | undefined;
let layerUsers = 0;
export function adoptLayerSheet(): void {
  if (layerUsers++ > 0 || !('adoptedStyleSheets' in document)) return;
  if (!layerSheet) {
    layerSheet = new CSSStyleSheet();
    layerSheet.replaceSync(layerCss);
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, layerSheet];
}
export function dropLayerSheet(): void {
  if (--layerUsers > 0 || !('adoptedStyleSheets' in document)) return;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== layerSheet);
}
