/**
 * Reading a JSON file that the staff edit by hand (Notepad, a phone's editor) and saying what is wrong with it in
 * a shopkeeper's words: the line and column, the line itself with a marker under the place, and what to type.
 * JSON.parse says only "position 814" (or nothing at all for some slips), so when it fails a small scanner walks
 * the text again to find and name the slip.
 */

/** Thrown for a file that cannot be read as JSON; the message is ready to print as it is. */
export class JsonTextError extends Error {
  override name = 'JsonTextError';
}

/**
 * The file's text: a UTF-8 byte order mark (Notepad's "UTF-8 with BOM") is dropped; a file saved as
 * "Unicode" (UTF-16, with or without its mark) is refused, saying how to save it again.
 */
export function decodeJsonFile(bytes: Uint8Array, file: string): string {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    // Without the mark: every other byte of plain ASCII text is a zero.
    (bytes.length > 1 && (bytes[0] === 0 || bytes[1] === 0));
  if (utf16) {
    throw new JsonTextError(
      `${file} is saved as "Unicode" (UTF-16), which the site cannot read. Save it as UTF-8: in Notepad, ` +
        `File › Save As, set Encoding to UTF-8, and Save (replace the file). Nothing in it is lost.`,
    );
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses the file's text; a syntax slip throws a JsonTextError naming the line, the column and the fix. */
export function parseJsonText(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const slip = findSlip(text) ?? { at: 0, what: `it is not valid JSON (${String(error)})` };
    throw new JsonTextError(describeSlip(text, file, slip));
  }
}

export interface Slip {
  /** Where the marker goes: an index into the text. */
  at: number;
  /** What is wrong and what to type, in plain words. */
  what: string;
}

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** "line 27, column 14", then the line with a ^ under the place, then the fix. */
export function describeSlip(text: string, file: string, slip: Slip): string {
  const start = text.lastIndexOf('\n', slip.at - 1) + 1;
  const endOfLine = text.indexOf('\n', start);
  const line = text.slice(start, endOfLine === -1 ? undefined : endOfLine).replace(/\r$/, '');
  const number = lineOf(text, slip.at);
  const column = slip.at - start + 1;
  const before = text.slice(start, slip.at);
  // One space per letter as the eye counts them (a Bengali letter with its vowel sign is one).
  const pad = [...new Intl.Segmenter().segment(before)].map((g) => (g.segment === '\t' ? '\t' : ' ')).join('');
  const gutter = `${number} | `;
  const message =
    `${file}, line ${number}, column ${column}: ${slip.what}\n` +
    `  ${gutter}${line}\n` +
    `  ${' '.repeat(gutter.length - 2)}| ${pad}^`;
  // Terminals draw Bengali in widths of their own, so the ^ may stand a little off: show the place in the text too.
  if (/^[\x20-\x7e\t]*$/.test(before)) return message;
  const after = line.slice(slip.at - start);
  const near = `${before.length > 24 ? '…' : ''}${before.slice(-24).trimStart()}`;
  return `${message}\n  The place is at ▶: ${near}▶${after.slice(0, 24)}${after.length > 24 ? '…' : ''}`;
}

const CLOSE: Record<string, string> = { '{': '}', '[': ']' };
const WS = /\s/;

/** The first slip in the text, or undefined when the text is valid JSON. */
export function findSlip(text: string): Slip | undefined {
  let i = 0;
  const open: Array<{ bracket: string; at: number }> = [];

  class Found extends Error {
    constructor(readonly slip: Slip) {
      super(slip.what);
    }
  }
  const fail = (at: number, what: string): never => {
    throw new Found({ at, what });
  };
  const skip = () => {
    while (i < text.length && WS.test(text[i]!)) i++;
  };
  const unclosed = (): never => {
    const last = open[open.length - 1];
    // The marker goes after the file's last character, not on the empty line after it.
    const end = text.trimEnd().length;
    if (!last) return fail(end, 'the file ends too early.');
    return fail(
      end,
      `the file ends before the ${last.bracket} on line ${lineOf(text, last.at)} is closed: a closing ` +
        `${CLOSE[last.bracket]} is missing. Every { needs its }, every [ its ].`,
    );
  };

  const string = (): void => {
    const from = i;
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\n' || c === '\r') {
        fail(i, 'this text has no closing quote ("): add " at the end of the text, before the comma.');
      }
      if (c === '\\') {
        if (!/["\\/bfnrtu]/.test(text[i + 1] ?? '')) {
          fail(i, 'a backslash (\\) inside a text must be written twice: \\\\ (or write / instead).');
        }
        i += 2;
        continue;
      }
      i++;
    }
    fail(from, 'this text has no closing quote ("): add " at the end of the text.');
  };

  /** After an entry: a comma, the closing bracket, or a slip to name. */
  const after = (close: string, valueStart: number, valueEnd: number): boolean => {
    skip();
    if (i >= text.length) unclosed();
    const c = text[i]!;
    if (c === ',') {
      const comma = i;
      i++;
      skip();
      if (text[i] === close) {
        fail(comma, `a comma after the last entry, before ${close}: delete this comma.`);
      }
      return true;
    }
    if (c === close) {
      i++;
      return false;
    }
    const sameLine = !text.slice(valueEnd, i).includes('\n');
    if (text[valueStart] === '"' && sameLine && !/["{[]/.test(c)) {
      // "Offer "special" today": the second quote ended the text.
      fail(
        valueEnd - 1,
        'a quote (") inside a text ends the text here. To write a quote inside a text, type a backslash ' +
          'before it: \\" (for example "Puja \\"special\\" offer").',
      );
    }
    if (/["{[\-0-9tfn]/.test(c)) {
      fail(valueEnd, 'a comma is missing between two entries: type , here.');
    }
    return fail(
      i,
      `expected a comma (,) or ${close} here, not ${JSON.stringify(c)}. ${close === '}' ? 'Each field is "name": value, with a comma between fields.' : 'The entries of a list are separated by commas.'}`,
    );
  };

  const value = (): void => {
    skip();
    if (i >= text.length) unclosed();
    const c = text[i]!;
    const start = i;
    if (c === '{' || c === '[') {
      const close = CLOSE[c]!;
      open.push({ bracket: c, at: i });
      i++;
      skip();
      if (text[i] === close) {
        i++;
      } else {
        let more = true;
        while (more) {
          skip();
          if (i >= text.length) unclosed();
          if (c === '{') {
            if (text[i] === '}' || text[i] === ',') fail(i, 'expected a field name in quotes here.');
            if (text[i] !== '"') {
              fail(
                i,
                `expected a field name in quotes ("name") here, not ${JSON.stringify(text[i])}. If a { … } above ` +
                  'misses its closing }, add it.',
              );
            }
            string();
            skip();
            if (text[i] !== ':') fail(i, 'expected a colon (:) between the field name and its value.');
            i++;
          }
          skip();
          const entry = i;
          value();
          more = after(close, entry, i);
        }
      }
      open.pop();
      return;
    }
    if (c === '"') return string();
    if (c === '“' || c === '”' || c === "'" || c === '‘' || c === '’') {
      fail(i, `texts go between straight double quotes "…", not ${c} (a phone keyboard's curly quotes).`);
    }
    const word = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
    if (word && !/[\p{L}\p{N}_]/u.test(text[i + word[0].length] ?? '')) {
      i += word[0].length;
      return;
    }
    fail(start, 'expected a value here: a text in "quotes", a number, true or false, a list [ ] or a group { }.');
  };

  try {
    value();
    skip();
    if (i < text.length) {
      fail(i, 'something follows the end of the file’s last } : delete it (or a } above closes too early).');
    }
    return undefined;
  } catch (error) {
    if (error instanceof Found) return error.slip;
    throw error;
  }
}
