/**
 * Builds the widgets' public API documentation from the one JSDoc block in each
 * `widgets/<name>/<name>.tsx`, so the API is written once and every other copy is generated:
 * - `custom-elements.json` (custom elements manifest, schema 1.0.0), and
 * - the tables between `<!-- api -->` and `<!-- /api -->` in each widget's README.
 * `npm run docs` writes both; the unit tests fail when either is out of date.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isEntry } from '../tools/entry.js';

interface Item {
  name: string;
  description: string;
  default?: string;
  /** An attribute's type, as the widget declares it to `defineWidget`: `string`, `number`, `boolean` or `json`. */
  type?: { text: string };
}
export interface WidgetDoc {
  folder: string;
  tagName: string;
  summary: string;
  attributes: Item[];
  events: Item[];
  cssProperties: Item[];
  cssParts: Item[];
}

const TAGS = { '@attr': 'attributes', '@event': 'events', '@cssprop': 'cssProperties', '@part': 'cssParts' } as const;

export function widgetFolders(root = 'widgets'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(`${root}/${e.name}/define.ts`))
    .map((e) => e.name)
    .sort();
}

/** Parses the JSDoc block that carries the `@attr`/`@event`/`@cssprop`/`@part` lines. */
export function parseWidgetDoc(folder: string, root = 'widgets'): WidgetDoc {
  const source = readFileSync(`${root}/${folder}/${folder}.tsx`, 'utf8');
  const block = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)]
    .map((m) => m[1]!)
    .find((b) => /@(attr|part|cssprop|event)\b/.test(b));
  const tagName = /['"](shop-[a-z-]+)['"]/.exec(readFileSync(`${root}/${folder}/define.ts`, 'utf8'))?.[1];
  if (!block || !tagName) throw new Error(`widgets/${folder}: no API JSDoc block or no shop-* tag name in define.ts`);
  const doc: WidgetDoc = { folder, tagName, summary: '', attributes: [], events: [], cssProperties: [], cssParts: [] };
  const summary: string[] = [];
  let last: Item | undefined;
  for (const raw of block.split('\n')) {
    const line = raw.replace(/^\s*\*\s?/, '').trimEnd();
    const tag = /^(@attr|@event|@cssprop|@part)\s+(?:\{(\w+)\}\s+)?(\S+)\s+-\s+(.*)$/.exec(line);
    if (tag) {
      const [, kind, type, name, text] = tag;
      const fallback = /\s*Default:?\s+(.+?)\.?$/.exec(text!);
      last = { name: name!, description: fallback ? text!.slice(0, fallback.index).trim() : text!.trim() };
      if (fallback) last.default = fallback[1]!;
      if (type) last.type = { text: type };
      doc[TAGS[kind as keyof typeof TAGS]].push(last);
    } else if (line.startsWith('@')) {
      last = undefined;
    } else if (last && line.trim()) {
      last.description += ` ${line.trim()}`;
    } else if (
      !last &&
      doc.attributes.length + doc.events.length + doc.cssProperties.length + doc.cssParts.length === 0
    ) {
      summary.push(line);
    }
  }
  doc.summary = summary.join('\n').trim();
  return doc;
}

export function manifest(docs: WidgetDoc[]): object {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: docs.map((d) => ({
      kind: 'javascript-module',
      path: `widgets/${d.folder}.js`,
      declarations: [
        {
          kind: 'class',
          name: d.tagName.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()).replace(/^Shop/, 'Shop'),
          tagName: d.tagName,
          customElement: true,
          description: d.summary,
          attributes: d.attributes,
          events: d.events,
          cssProperties: d.cssProperties,
          cssParts: d.cssParts,
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.tagName } }],
    })),
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
function table(title: string, items: Item[], withDefault: boolean): string {
  if (items.length === 0) return '';
  const head = withDefault ? '| name | description | default |\n|---|---|---|' : '| name | description |\n|---|---|';
  const rows = items.map((i) =>
    withDefault
      ? `| \`${i.name}\` | ${cell(i.description)} | ${i.default ? cell(i.default) : ''} |`
      : `| \`${i.name}\` | ${cell(i.description)} |`,
  );
  return `### ${title}\n\n${head}\n${rows.join('\n')}\n`;
}

/** The README section generated from the JSDoc. */
export function apiSection(d: WidgetDoc): string {
  return [
    table('Attributes', d.attributes, true),
    table('Events', d.events, false),
    table('CSS custom properties', d.cssProperties, true),
    table('Parts', d.cssParts, false),
  ]
    .filter(Boolean)
    .join('\n');
}

export function withApi(readme: string, d: WidgetDoc): string {
  const generated = `<!-- api -->\n<!-- Generated from the JSDoc in ${d.folder}.tsx by \`npm run docs\`; edit it there. -->\n\n${apiSection(d)}\n<!-- /api -->`;
  return /<!-- api -->[\s\S]*<!-- \/api -->/.test(readme)
    ? readme.replace(/<!-- api -->[\s\S]*<!-- \/api -->/, generated)
    : `${readme.trimEnd()}\n\n## API\n\n${generated}\n`;
}

if (isEntry(import.meta.url)) {
  const docs = widgetFolders().map((folder) => parseWidgetDoc(folder));
  writeFileSync('custom-elements.json', `${JSON.stringify(manifest(docs), null, 2)}\n`);
  for (const d of docs) {
    const file = `widgets/${d.folder}/README.md`;
    writeFileSync(file, withApi(existsSync(file) ? readFileSync(file, 'utf8') : `# \`<${d.tagName}>\`\n`, d));
  }
  console.log(`Documented ${docs.length} widgets: ${docs.map((d) => d.tagName).join(', ')}`);
}
