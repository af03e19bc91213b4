/**
 * What the page's waiting widgets will need (widgets/auto.js, `loading="interaction"`: a listing's catalogue loads
 * on the shopper's first touch): their code, with the chunks it imports, and the data each names in `data-keep`,
 * fetched through the worker without running, so that the saved page also searches offline, and says it is a saved
 * copy.
 */
export async function keepForLater() {
  const auto = document.querySelector('script[src$="/auto.js"]');
  const waiting = [...document.querySelectorAll('[loading="interaction"]:not(:defined)')];
  if (!auto || waiting.length === 0) return;
  const seen = new Set();
  const keep = async (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await (await fetch(url)).text();
    // The static imports of a built module: import"./chunks/x.js", from"./chunks/x.js".
    const imports = [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)];
    await Promise.all(imports.map(([, path]) => keep(new URL(path, url).href)));
  };
  await Promise.all(
    waiting.flatMap((el) => [
      keep(new URL(`${el.localName.slice('shop-'.length)}.js`, auto.src).href),
      ...(el.dataset.keep ? [fetch(el.dataset.keep)] : []),
    ]),
  );
}
